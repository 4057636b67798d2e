/**
 * 'Meus dados' words (pt-BR). The spec has no such screen: these are the product's own, written for
 * the patient (LGPD art. 18: access, correction, deletion, and who accessed the data).
 */
export const MY_DATA = {
  title: 'Meus dados',
  intro:
    'Aqui você vê e baixa o que o portal guarda sobre você, pede a correção de um dado errado ou a exclusão da sua conta, e confere quem da Secretaria de Saúde acessou seus dados.',
  loggedOut: 'Você precisa entrar para ver seus dados.',
  goToLogin: 'Ir para o login',
  privacyLink: 'Como o portal trata seus dados (Privacidade)',

  download: {
    heading: 'Baixar meus dados',
    explain:
      'Um arquivo JSON com os dados da sua conta, suas solicitações na fila, seus avisos, suas respostas, seus pedidos e quem acessou seus dados. Sua senha não vai no arquivo.',
    button: 'Baixar meus dados (JSON)',
    busy: 'Preparando o arquivo...',
    done: (file: string) => `Pronto: o arquivo ${file} foi baixado.`,
    failed: 'Não foi possível baixar seus dados.',
    retry: 'Tentar de novo',
  },

  correction: {
    heading: 'Pedir correção',
    explain:
      'Encontrou um dado errado? Diga qual é e o valor correto. A Secretaria de Saúde confere e corrige onde o dado está guardado.',
    fieldsLabel: 'Qual dado está errado?',
    fieldsHint: 'Por exemplo: telefone, e-mail, nome da mãe, data de nascimento.',
    valueLabel: 'Qual é o valor correto?',
    submit: 'Enviar pedido de correção',
    sent: 'Pedido de correção enviado. Acompanhe a resposta em Meus pedidos.',
    failed: 'Não foi possível enviar o pedido. O que você escreveu continua aqui.',
    fieldsRequired: 'Diga qual dado está errado.',
    valueRequired: 'Informe o valor correto.',
    tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  },

  deletion: {
    heading: 'Pedir exclusão da conta',
    explain:
      'Se a Secretaria de Saúde atender o pedido, sua conta é desativada e você não consegue mais entrar; seu e-mail, telefone, foto e senha são apagados. Suas solicitações na fila continuam no sistema de regulação, que não depende desta conta.',
    button: 'Pedir exclusão da conta',
    confirmTitle: 'Pedir a exclusão da sua conta?',
    confirmText:
      'A Secretaria de Saúde tem até 15 dias para responder. Se o pedido for atendido, você não conseguirá mais entrar no portal com esta conta.',
    confirm: 'Pedir exclusão',
    cancel: 'Cancelar',
    sent: 'Pedido de exclusão enviado. Acompanhe a resposta em Meus pedidos.',
    failed: 'Não foi possível enviar o pedido de exclusão.',
    alreadyOpen: 'Você já pediu a exclusão da conta. Aguarde a resposta em Meus pedidos.',
  },

  requests: {
    heading: 'Meus pedidos',
    loading: 'Carregando seus pedidos...',
    empty: 'Você ainda não fez nenhum pedido.',
    failed: 'Não foi possível carregar seus pedidos.',
    correction: (fields: string) => `Correção: ${fields}`,
    deletion: 'Exclusão da conta',
    correctValue: (value: string) => `Valor correto informado: ${value}`,
    requestedOn: (when: string) => `Pedido em ${when}`,
    deadline: (day: string) => `Prazo para a resposta: até ${day}`,
    answeredOn: (when: string) => `Respondido em ${when}`,
    answer: 'Resposta da Secretaria de Saúde:',
    status: {
      aberta: 'Em análise',
      atendida: 'Atendido',
      recusada: 'Recusado',
    },
  },

  log: {
    heading: 'Quem acessou meus dados',
    explain:
      'Cada vez que alguém da equipe abre os seus dados ou exporta uma lista com eles, fica registrado aqui. Ninguém pode apagar ou mudar esses registros.',
    caption: 'Acessos aos seus dados, do mais recente ao mais antigo',
    loading: 'Carregando os acessos...',
    empty: 'Ninguém da equipe acessou seus dados até agora.',
    failed: 'Não foi possível carregar quem acessou seus dados.',
    when: 'Data',
    role: 'Perfil',
    municipality: 'Órgão',
    purpose: 'Finalidade',
    count: (count: number) =>
      count === 1 ? '1 acesso registrado.' : `${count} acessos registrados.`,
  },
} as const;
