/**
 * The patient portal's texts that its shell and first page need (portal-paciente.md), verbatim:
 * the header, the logout, the city and queue search, the news. Apart from the forms' texts
 * (portal.ts), so the first page's code does not carry those (its 120 KB budget).
 */
export const PORTAL_COMMON = {
  header: 'Portal da Transparência',
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
  news: {
    empty: 'No momento não há nenhuma notícia disponível por aqui...',
    emptyHint: 'Cheque nosso portal novamente em algumas horas',
    unknownAuthor: 'Autor Desconhecido',
    readMore: 'Leia mais',
  },
  notInformed: 'Não Informado',
} as const;
