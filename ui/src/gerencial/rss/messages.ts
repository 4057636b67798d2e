/** The RSS screen's texts, verbatim from the spec (gerencial-movel-painel.md), typos included. */
export const RSS = {
  linkRequired: 'O link é obrigatório',
  noFeed:
    'O site informado não possui um feed RSS disponível.<br>Por favor, verifique o link ou tente adicionar um site que ofereça suporte ao RSS.',
  saved: 'RSS salvo com sucesso!',
  updated: 'RSS atualizado com sucesso!',
  removed: 'Rss Removido com Sucesso!',
  formTab: 'Cadastrar RSS',
  editTab: 'Editar RSS',
  searchTab: 'Buscar por RSS',
  screenIntro: 'Feeds RSS cujas notícias aparecem no portal.',
  shownInPortal: 'As notícias deste RSS serão exibidas no portal.',
  shownInPortalButton: 'Onde as notícias do RSS aparecem',
  activeLabel: 'RSS Ativo',
  active: 'Ativo',
  inactive: 'Inativo',
  removeQuestion: 'Tem certeza que deseja excluir este RSS?',
  empty: 'Nenhum RSS cadastrado.',
  emptySearch: 'Nenhum RSS encontrado com esse link.',
} as const;
