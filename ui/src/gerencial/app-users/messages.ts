/**
 * The app users screen's texts, verbatim from the spec (gerencial-movel-painel.md), typos included.
 */
export const APP_USERS = {
  searchPlaceholder: 'Pesquise pelo nome do Usuário',
  empty: 'Nenhum resultado encontrado.',
  counter: (shown: number, total: number) => `Resultados encontrados: ${shown} de ${total}`,
  title: 'Gerenciar Usuários do APP',
  intro: 'Consulte os usuários do aplicativo do seu cliente e redefina a senha de quem pedir.',
  searchButton: 'Pesquisar',
  tableCaption: 'Usuários do APP',
  details: 'Ver detalhes',
  detailTitle: 'Detalhes do usuário',
  // Ours (the spec's detail came from the list): the detail is read from the server.
  detailLoading: 'Carregando os dados do usuário...',
  detailFailed: 'Não foi possível carregar os dados do usuário.',
  detailLogged:
    'Esta consulta fica registrada e o usuário pode vê-la em Meus dados (data, perfil, órgão e finalidade).',
  fields: {
    name: 'Nome',
    email: 'E-mail',
    mother: 'Nome da mãe',
    birth: 'Data de nascimento',
    cpf: 'CPF',
    cep: 'CEP',
    phone: 'Telefone',
    cns: 'CNS',
    status: 'Situação',
    gender: 'Gênero',
    photo: 'Foto',
    attachments: 'Anexos',
  },
  noPhoto: 'Sem foto',
  noAttachments: 'Nenhum anexo',
  resetButton: 'Redefinir senha',
  resetTitle: 'Redefinir senha',
  resetQuestion: (name: string, digits: string) =>
    `A nova senha de ${name} será o CPF do usuário, somente os números: ${digits}. Deseja continuar?`,
  resetNoCpf: 'Este usuário não tem CPF cadastrado: não é possível redefinir a senha.',
  resetSuccess: 'Senha atualizada com sucesso!',
} as const;
