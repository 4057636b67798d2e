/** The client home's texts, verbatim from the spec (gerencial-movel-painel.md), typos included. */
export const HOME = {
  welcome: (name: string) => `Bem-vindo(a), ${name}!`,
  intro:
    'Acompanhe as solicitações da fila de regulação: totais, evolução por dia e detalhamento por unidade de saúde.',
  cardsLabel: 'Resumo das solicitações',
  cards: {
    total: 'Total de solicitações',
    waiting: 'Aguardando',
    authorized: 'Autorizadas',
    done: 'Realizadas',
  },
  /** The spec's label of the cards' change ('labelled Aumento na semana'): a rise, no change. */
  weekChange: 'Aumento na semana',
  /** Ours, for a fall: a negative change is not an 'Aumento' (see weekChangeView). */
  weekFall: 'Queda na semana',
  noComparison: 'sem comparação',
  rise: 'alta',
  fall: 'queda',
  stable: 'estável',
  dailyChart: 'Solicitações por dia',
  dailySeries: 'Solicitações',
  detailChart: 'Detalhamento de Solicitações',
  detailSeries: { requested: 'Solicitadas', scheduled: 'Agendadas', done: 'Realizadas' },
  units: 'Detalhamento por Unidades',
  columns: {
    unit: 'Unidade de saúde',
    municipality: 'Município',
    total: 'Total',
    waiting: 'Aguardando',
    authorized: 'Autorizadas',
    done: 'Realizadas',
  },
  updatedAt: (when: string) => `Dados atualizados em ${when}`,
  loading: 'Carregando os números da fila...',
  loadError: 'Não foi possível carregar os números da fila.',
  retry: 'Tentar novamente',
  emptyTitle: 'Ainda não há solicitações na fila deste cliente.',
  emptyHint:
    'Importe o arquivo da fila para ver aqui os totais, a evolução por dia e o detalhamento por unidades.',
} as const;
