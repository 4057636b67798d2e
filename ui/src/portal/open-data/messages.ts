/**
 * The open data page's texts (/dados-abertos, beyond the original spec). Plain
 * Portuguese for a journalist, a researcher, a health council or any citizen.
 */
export const OPEN_DATA = {
  title: 'Dados abertos da fila',
  intro:
    'A fila de regulação completa para baixar e reutilizar: em reportagens, pesquisas, conselhos de saúde ou na sua própria planilha. Os arquivos trazem todas as solicitações do município, sem nada que identifique os pacientes.',
  municipality: (name: string) => `Município: ${name}`,
  facts: {
    heading: 'Sobre os dados',
    loading: 'Carregando a data e o tamanho dos arquivos...',
    error: 'Não foi possível carregar a data e o tamanho dos arquivos.',
    dataDate: (date: string) => `Dados da fila até ${date}`,
    lastUpdate: (when: string) => `última atualização em ${when}`,
    rows: (count: string) => `${count} solicitações no arquivo completo`,
    byStatus: 'Solicitações por situação',
  },
  download: {
    heading: 'Baixar',
    narrow: 'Escolha o que baixar',
    service: 'Serviço',
    allServices: 'Todos os serviços',
    status: 'Situação',
    allStatuses: 'Todas as situações',
    servicesError: 'Não foi possível carregar os serviços; o arquivo completo continua disponível.',
    csv: 'Baixar CSV (planilha)',
    csvHint:
      'Texto UTF-8 separado por ponto e vírgula (;), como as planilhas em português esperam; abre no Excel, no LibreOffice e no Google Planilhas.',
    json: 'Baixar JSON',
    jsonHint: 'Para programas: os dados, a data e a licença em um só objeto.',
    file: (name: string) => `Arquivo: ${name}`,
  },
  privacy: {
    heading: 'O que não publicamos',
    intro:
      'A busca do portal mostra iniciais, data de nascimento e os últimos dígitos do Cartão SUS para que cada paciente encontre a própria solicitação. Juntos, e para o município inteiro, esses dados permitiriam identificar pessoas (LGPD). Por isso os arquivos abertos não trazem:',
    limit:
      'Em procedimentos raros de municípios pequenos, a combinação de procedimento, faixa etária e datas ainda pode apontar para poucas pessoas. Use os dados para entender a fila, nunca para tentar identificar alguém.',
  },
  dictionary: {
    heading: 'Dicionário de dados',
    intro:
      'Cada linha do arquivo é uma solicitação. As colunas, na ordem em que aparecem no arquivo:',
    type: 'Tipo',
    empty: 'pode ficar vazia',
    types: { texto: 'texto', inteiro: 'número inteiro', data: 'data (AAAA-MM-DD)' },
  },
  licence: {
    heading: 'Licença',
    text: 'Você pode copiar, redistribuir e adaptar os dados, inclusive para fins comerciais, desde que cite a fonte:',
    cite: (name: string, date: string) =>
      `Portal da Transparência, fila de regulação de ${name}, dados de ${date}.`,
  },
  more: {
    method: 'Como calculamos o tempo de espera',
    dashboard: 'Painel da fila',
  },
  unknownCity: 'Município não encontrado',
  unknownCityDetail: (code: string) =>
    `O código de município “${code}” não corresponde a nenhum município deste portal.`,
  seeCity: (name: string) => `Ver os dados abertos de ${name}`,
  inactive: (name: string) => `A fila de ${name} não está disponível no portal.`,
} as const;
