/** The queue search's texts (portal-paciente.md), verbatim from the spec. */
export const QUEUE_SEARCH = {
  allRequired: 'Você precisa selecionar um Serviço, um Procedimento e uma Situação!',
  empty: 'Não encontramos nenhum resultado com essa busca',
  welcomeTitle: 'Bem-Vindo ao Portal da Transparência!',
  welcomeButton: 'Começar!',
  lastUpdate: (date: string) => `Última atualização da fila em ${date}`,
  total: (count: number) => `Total: ${count} itens`,
} as const;
