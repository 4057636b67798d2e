import { STAFF_REMOVAL_REFUSALS } from '@portal/contracts/staffLogin';

/**
 * The client users screen's texts, verbatim from the spec (gerencial-movel-painel.md), typos
 * included.
 */
export const CLIENT_USER = {
  nameInvalid: 'O nome está inválido',
  passwordInvalid: 'A senha está inválida.',
  passwordRequired: 'A senha é obrigatória.',
  passwordsDiffer: 'As senhas não coincidem',
  notCreated: 'Usuario não foi cadastrado.',
  notUpdated: 'Usuario não foi atualizado.',
  notRemoved: 'Não foi possível remover.',
  created: 'Usuário cadastrado com Sucesso!',
  updated: 'Usuário atualizado com sucesso!',
  removed: 'Usuario Removido com Sucesso!',
  removeQuestion: 'Tem certeza que deseja excluir o usuário?',
  empty: 'Sem usuários para exibir.',
  title: 'Gerenciar Usuários',
  intro: 'Cadastre e mantenha quem acessa o Portal Gerencial do seu cliente.',
  createTab: 'Cadastrar Usuário',
  searchTab: 'Buscar por Usuário',
  tabsLabel: 'Usuários',
  name: 'Nome',
  password: 'Senha',
  confirmation: 'Confirmar senha',
  keepPasswordHint: 'Deixe em branco para manter a senha atual.',
  filter: 'Filtrar por nome',
  listLabel: 'Usuários do cliente',
  details: 'Detalhes',
  selectHint: 'Selecione um usuário na lista para ver e alterar os detalhes.',
  /** The server's words (the contract's), said before asking it. */
  ...STAFF_REMOVAL_REFUSALS,
  login: 'Login',
  loginHint:
    'É o que a pessoa digita em Login para entrar no Portal Gerencial. De 3 a 30 caracteres: letras minúsculas sem acento, números, ponto (.) e hífen (-). Exemplo: maria.souza',
  loginInvalid:
    'O login está inválido: use de 3 a 30 caracteres entre letras minúsculas sem acento, números, ponto (.) e hífen (-).',
  loginTaken: 'Este login já está em uso. Escolha outro.',
  nameHint: 'Somente letras e espaços, de 3 a 45 caracteres.',
  loginOf: (login: string) => `login: ${login}`,
  removals: 'Remoções registradas',
  removalsIntro: 'Quem removeu cada conta do seu cliente, e quando.',
  removalsEmpty: 'Nenhuma remoção registrada.',
  removalsLoadError: 'Não foi possível carregar as remoções.',
  removalsLoading: 'Carregando remoções...',
  removalLine: (removed: string, by: string, when: string) =>
    `${removed} — removida por ${by} em ${when}`,
  found: (count: number) => `Usuários encontrados: ${count}`,
  loadError: 'Não foi possível carregar os usuários.',
} as const;
