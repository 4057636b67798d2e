/**
 * The public queue dashboard's texts (/painel-da-fila, beyond the original spec). Plain
 * Portuguese for a citizen or a journalist: what the figures are, and why one is missing.
 */
export const QUEUE_DASHBOARD = {
  title: 'Painel da fila',
  intro:
    'Quantas pessoas aguardam na fila de regulação e quanto tempo esperaram as que foram atendidas nos últimos 12 meses.',
  dataDate: (date: string) => `Dados de ${date}`,
  method: 'Como calculamos estes números',
  openData: 'Baixar os dados abertos da fila',
  filters: {
    label: 'Filtros do painel',
    service: 'Serviço',
    allServices: 'Todos os serviços',
    unit: 'Unidade solicitante',
    allUnits: 'Todas as unidades',
    clear: 'Limpar',
    servicesError: 'Não foi possível carregar os serviços.',
    unitsError: 'Não foi possível carregar as unidades de saúde.',
  },
  services: {
    heading: 'Resumo por serviço',
    waiting: 'Aguardando',
    median: 'Metade foi atendida em até',
    p90: '9 em cada 10 foram atendidos em até',
    cases: (count: string) => `Com base em ${count} atendimentos nos últimos 12 meses.`,
    byPriority: 'Por prioridade',
  },
  procedures: {
    heading: 'Tempo de espera por procedimento',
    caption: 'Aguardando e tempo de espera por procedimento',
    procedure: 'Procedimento',
    service: 'Serviço',
    waiting: 'Aguardando',
    median: 'Mediana da espera',
    p90: '9 em cada 10 atendidos em até',
    cases: 'Atendimentos nos últimos 12 meses',
    byPriority: 'Por prioridade',
    byPrioritySummary: 'Ver por classe',
    chartTitle: (of: string) => `Espera em dias: mediana e 9 em cada 10, ${of}`,
    chartByService: 'por serviço',
    chartByProcedure: (service: string) => `por procedimento de ${service}`,
    chartAxis: 'Dias de espera',
    chartLeftOut: 'Sem estimativa não entram no gráfico; a tabela mostra todos.',
    error: 'Não foi possível carregar os tempos de espera.',
    /** The phone's list, one procedure per item. */
    waitingLine: (service: string, waiting: string) => `${service} · ${waiting} aguardando`,
    waitLine: (median: string, p90: string) =>
      `Metade em até ${median}; 9 em cada 10 em até ${p90}.`,
  },
  flow: {
    heading: 'Entradas e atendimentos por mês',
    entries: 'Entradas',
    served: 'Atendimentos',
    month: 'Mês',
    axis: 'Solicitações',
    partialMonth: (month: string, date: string) => `O mês de ${month} é contado até ${date}.`,
    listLabel: 'Entradas e atendimentos dos últimos 12 meses',
    none: 'Nenhuma entrada nem atendimento nos últimos 12 meses para este filtro.',
    error: 'Não foi possível carregar as entradas e os atendimentos.',
    smallGroups:
      '“< 5” quer dizer de 1 a 4 solicitações: números tão pequenos não são publicados, para que ninguém seja identificado.',
    smallGroupsChart:
      'No gráfico, esses meses ficam marcados na linha de base, e a linha não passa por eles.',
  },
  /** Fewer than `min` served requests: no figures, and why. */
  unavailable: (min: number) => `Sem estimativa: menos de ${min} atendimentos nos últimos 12 meses`,
  unavailableShort: 'Sem estimativa',
  empty: 'Nenhuma solicitação na fila para este filtro.',
  emptyHint: 'Escolha outro serviço ou outra unidade, ou use Limpar para ver toda a fila.',
  unknownCity: 'Município não encontrado',
  unknownCityDetail: (code: string) =>
    `O código de município “${code}” não corresponde a nenhum município deste portal.`,
  seeCity: (name: string) => `Ver o painel de ${name}`,
  inactive: (name: string) =>
    `A consulta à fila de regulação não está disponível para ${name} no momento.`,
} as const;
