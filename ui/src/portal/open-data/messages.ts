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
    smallGroups: (generalized: string, suppressed: string) =>
      `Para não expor grupos com menos de 5 pessoas, ${generalized} linhas foram generalizadas e ${suppressed} ficaram de fora (veja “Nenhum grupo com menos de 5 pessoas”).`,
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
      'Mesmo com esses cuidados, quem já conhece alguém pode reconhecer detalhes. Use os dados para entender a fila, nunca para tentar identificar alguém.',
  },
  smallGroups: {
    heading: 'Nenhum grupo com menos de 5 pessoas',
    intro:
      'Quem conhece o procedimento, o posto de saúde, a idade e o mês em que alguém entrou na fila poderia achar essa pessoa no arquivo, se ela fosse a única (ou uma de poucas) com essa combinação. Por isso:',
    months: 'As datas vêm só com o mês (por exemplo, 2026-08), nunca com o dia.',
    rule: 'Quando menos de 5 linhas do arquivo têm o mesmo procedimento, a mesma unidade solicitante, a mesma faixa etária e o mesmo mês de entrada na fila, essas linhas são generalizadas, um passo de cada vez, até o grupo ter pelo menos 5:',
    steps: [
      'a unidade solicitante vira “Outras unidades”;',
      'a faixa etária fica mais larga: de 20 em 20 anos (0 a 19, 20 a 39, 40 a 59, 60 anos ou mais) e, se ainda for preciso, “todas as idades”;',
      'as datas passam a ser o trimestre (por exemplo, 2026-T3 para julho a setembro);',
      'se nem assim o grupo chegar a 5, a linha fica de fora do arquivo, e contamos quantas ficaram.',
    ],
    narrowed:
      'A conta é feita em cada arquivo baixado: ao escolher um serviço ou uma situação, os grupos são contados só dentro desse arquivo, que por isso pode generalizar mais linhas.',
    dashboard: 'No painel da fila, vale a mesma regra: números de 1 a 4 aparecem como “< 5”.',
  },
  dictionary: {
    heading: 'Dicionário de dados',
    intro:
      'Cada linha do arquivo é uma solicitação. As colunas, na ordem em que aparecem no arquivo:',
    type: 'Tipo',
    empty: 'pode ficar vazia',
    types: {
      texto: 'texto',
      inteiro: 'número inteiro',
      mes: 'mês (AAAA-MM) ou trimestre (AAAA-T1 a AAAA-T4)',
      data: 'data (AAAA-MM-DD)',
    },
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
