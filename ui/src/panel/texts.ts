import type { PageTitleStyle } from '../app/usePageTitle';
/**
 * The panel's own screen texts: titles, headings and messages the spec describes without wording
 * them. The spec's verbatim strings sit in each screen's messages.ts (shared/messages.ts for those
 * several screens use).
 */

export const PANEL_TITLE = 'Painel de Controle dos Sistemas de Teleconsulta';

/** The two teleconsultation products: the app and the web product (Minha Consulta). */
export const SYSTEMS = {
  app: { label: 'App', long: 'aplicativo' },
  minhaConsulta: { label: 'Minha Consulta', long: 'Minha Consulta (web)' },
} as const;
export type PanelSystem = keyof typeof SYSTEMS;

export const isPanelSystem = (value: string | null | undefined): value is PanelSystem =>
  value === 'app' || value === 'minhaConsulta';

export const SCREENS = {
  home: PANEL_TITLE,
  log: 'Log de movimentação',
  appRooms: 'Salas em tempo real do App',
  webRooms: 'Salas em tempo real do Minha Consulta',
  history: 'Histórico de salas e NPS do Minha Consulta',
  createdRooms: (system: PanelSystem) => `Gráfico de salas criadas do ${SYSTEMS[system].label}`,
  createdRoomsUnknown: 'Gráfico de salas criadas',
  notFound: 'Página não encontrada',
} as const;

/** document.title of a screen. */
export const documentTitle = (screen: string) =>
  screen === PANEL_TITLE ? PANEL_TITLE : `${screen} | Painel de Controle`;

/** The panel's tab titles, set 500 ms after a screen opens (spec). */
export const PANEL_PAGE_TITLE: PageTitleStyle = { format: documentTitle, delayMs: 500 };

export const TEXTS = {
  access: 'Acessar',
  back: 'Voltar para o início',
  /** The header's menu (the skip links' 'Ir para o menu'). */
  menuLabel: 'Menu do painel',
  logout: 'Sair',
  loggedOut: 'Faça login para usar o painel.',
  loginTitle: 'Acesso ao painel',
  loginButton: 'Entrar',
  loginFailed: 'Não foi possível realizar o acesso. Tente novamente.',
  refresh: 'Atualizar',
  lastRefresh: 'Última atualização:',
  neverRefreshed: 'Ainda não atualizado',
  refreshFailed: 'A última atualização falhou.',
  pageOf: (list: string, page: number, pages: number) => `${list}, página ${page} de ${pages}`,
  /** A 200 whose body the contract does not allow (it is never taken for data). */
  malformed: 'Resposta inesperada do servidor.',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  logoutUnconfirmed:
    'Você saiu do painel neste navegador, mas o servidor não confirmou o fim da sessão.',
  connection: {
    connected: 'Conectado em tempo real',
    /** Connected, but no snapshot for a while: the data may have stopped. */
    quiet: (minutes: number) => `Conectado, sem atualizações há ${minutes} min`,
    connecting: 'Conectando...',
    reconnecting: (time: string) => `Reconectando desde ${time}`,
    offline: (time: string) => `Sem conexão com a internet desde ${time}`,
    staleTitle: 'Lista possivelmente desatualizada.',
    staleSince: (time: string) =>
      `Sem conexão com o banco de dados em tempo real desde ${time}: as salas são as daquele momento, e o que mudou depois não aparece até a conexão voltar.`,
    staleRemoval: 'A remoção de salas fica indisponível até a conexão voltar.',
  },
  view: {
    label: 'Exibição das salas',
    sort: 'Ordenar por',
    sortCreated: 'Criação (mais recentes primeiro)',
    sortUpdated: 'Última atualização (mais recentes primeiro)',
    compact: 'Visualização compacta',
    on: 'Ativada',
    off: 'Desativada',
  },
  loadingList: 'Carregando...',
  listFailed: 'Não foi possível carregar os dados.',
  emptyList: 'Nenhum registro encontrado.',
  emptySearch: 'Nenhum registro encontrado para esta busca.',
  filter: {
    legend: 'Buscar',
    field: 'Buscar por',
    text: 'Texto da busca',
    search: 'Pesquisar',
    clean: 'Limpar',
  },
  rooms: {
    count: (n: number) => (n === 1 ? '1 sala' : `${n} salas`),
    empty: 'Nenhuma sala em andamento no momento.',
    connecting: 'Conectando ao banco de dados em tempo real...',
    failed: 'Não foi possível acompanhar as salas em tempo real.',
    timeout: 'O banco de dados em tempo real não respondeu.',
    refused: 'Desconectado: o banco de dados em tempo real recusou o acesso deste painel.',
    removeLabel: (name: string) => `Remover a sala de ${name}`,
    removeTitle: 'Remover sala',
    removeQuestion: (name: string, cpf: string) =>
      `Tem certeza que deseja remover a sala de ${name} (CPF ${cpf})? A teleconsulta será encerrada para o paciente.`,
    removeConfirm: 'Remover',
    removed: 'Sala removida com sucesso.',
    alreadyGone: 'A sala já havia sido encerrada.',
    removeFailed: 'Não foi possível remover a sala. Tente novamente.',
    removing: 'Removendo...',
    removalWaiting: 'Aguardando o banco de dados confirmar a remoção.',
    removalFailed: (reason: string) => `Não foi possível remover: ${reason}`,
    retryRemoval: 'Tentar novamente',
    retryRemovalLabel: (name: string) => `Tentar remover de novo a sala de ${name}`,
    removeOffline: 'Sem conexão: a remoção volta quando a conexão for restabelecida.',
    staleRoom: 'sem atualização há mais de 1 hora',
    autoRemoved: (n: number) =>
      n === 1
        ? '1 sala removida automaticamente (mais de 1 hora sem atualização).'
        : `${n} salas removidas automaticamente (mais de 1 hora sem atualização).`,
    autoRemoveFailed: 'A remoção automática de salas sem atualização falhou.',
  },
  /** The movement log's second list: the provider API's own log. */
  providerLog: 'Movimentações registradas pelo provedor',
  panelRemovals: {
    title: 'Remoções de salas feitas no painel',
    about:
      'Salas removidas por este painel, por um operador ou pela remoção automática, registradas no banco de dados em tempo real.',
    onlyByCpf:
      'As remoções feitas no painel registram só o CPF do paciente: busque por CPF para encontrá-las.',
    when: 'Removida em',
    who: 'Removida por',
    none: 'Nenhuma remoção de sala feita no painel.',
    noneFound: 'Nenhuma remoção de sala feita no painel para esta busca.',
    loading: 'Carregando as remoções feitas no painel...',
    failed: 'Não foi possível carregar as remoções feitas no painel.',
    showAll: (n: number) => `Mostrar todas as ${n} remoções`,
  },
  history: {
    summary: 'Resumo das salas',
    summaryFailed: 'Não foi possível carregar o resumo.',
    bothFailed: (list: string, summary: string) => `${list} ${summary}`,
    openNps: (name: string) => `Ver NPS de ${name}`,
    npsTitle: 'NPS da teleconsulta',
  },
  created: {
    count: (n: number) => (n === 1 ? '1 sala criada' : `${n} salas criadas`),
    openChart: (room: string) => `Ver gráfico da sala ${room}`,
    chartTabs: 'Participante',
    noSystem: 'Escolha o sistema para ver o gráfico de salas criadas.',
    noSamples: 'Sem medições de conexão para este participante.',
  },
  notFound: 'O endereço não corresponde a nenhuma tela do painel.',
} as const;
