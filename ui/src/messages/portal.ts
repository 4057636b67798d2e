/** The patient portal's texts (portal-paciente.md), verbatim. Screens and schemas share them. */
export const PORTAL = {
  header: 'Portal da Transparência',
  cpf: {
    invalid: 'Por favor informe um cpf válido!',
    invalidInline: 'O CPF está inválido',
    invalidToast: 'Por favor, insira um CPF válido antes de prosseguir.',
  },
  name: {
    length: 'O Campo deve possuir no mínimo 3 e no máximo 45 caracteres.',
    invalidInline: 'O nome está inválido',
    invalidToast: 'O nome está inválido.',
  },
  email: { invalidInline: 'O email está inválido', invalidToast: 'O email está inválido.' },
  phone: { invalid: 'O telefone está inválido' },
  password: {
    invalid: 'A senha está inválida.',
    mismatch: 'As senhas não coincidem',
    mismatchToast: 'As senhas não coincidem.',
  },
  register: {
    cpfRequired: 'CPF é obrigatório.',
    nameRequired: 'Nome completo é obrigatório.',
    emailRequired: 'E-mail é obrigatório.',
    phoneRequired: 'Telefone é obrigatório.',
    passwordRequired: 'Senha é obrigatória.',
    success: 'Cadastro realizado com sucesso!',
  },
  login: {
    cpfMissing: 'CPF não informado.',
    invalid: 'CPF e/ou senha inválidos.',
    cpfNotRegistered: 'CPF não cadastrado.',
    passwordMissing: 'Senha não informada.',
  },
  logout: {
    title: 'Gostaria de sair do Portal?',
    content: 'Ao sair será necessário fazer login novamente.',
    confirm: 'Sair',
  },
  queueSearch: {
    allRequired: 'Você precisa selecionar um Serviço, um Procedimento e uma Situação!',
    empty: 'Não encontramos nenhum resultado com essa busca',
    invalidCity: 'Município inválido! Selecione um novo Múnicipio',
    cityCodeMissing: 'Código da cidade não encontrado',
    currentCityMissing: 'Cidade atual não encontrada',
    welcomeTitle: 'Bem-Vindo ao Portal da Transparência!',
    welcomeButton: 'Começar!',
    lastUpdate: (date: string) => `Última atualização da fila em ${date}`,
    total: (count: number) => `Total: ${count} itens`,
  },
  myRequests: {
    cpfRequired: 'O cpf é obrigatório para a busca de minhas solicitações',
  },
  completeCpf: {
    title: 'Oops... Sentimos falta de algumas informações. Poderia nos ajudar?',
    required: 'O CPF é obrigatório',
    saveError: 'Erro ao salvar o CPF.',
  },
  news: {
    empty: 'No momento não há nenhuma notícia disponível por aqui...',
    emptyHint: 'Cheque nosso portal novamente em algumas horas',
    unknownAuthor: 'Autor Desconhecido',
    readMore: 'Leia mais',
  },
  notInformed: 'Não Informado',
} as const;
