/**
 * The texts of the open data's aggregate table, its history and its catalog (/dados-abertos,
 * beyond the original spec): plain Portuguese for a journalist, a researcher or a health council.
 */
import { SMALL_GROUP_MIN, SMALL_GROUP_TEXT } from '@portal/contracts/smallGroups';

export const OPEN_DATA_SETS = {
  aggregates: {
    heading: 'Totais por procedimento, unidade e mês',
    intro:
      'Para quem quer os números prontos: quantas solicitações entraram na fila, quantas foram atendidas e quantas aguardam, e quanto tempo esperaram as atendidas (a mediana e o tempo em que 9 de cada 10 foram atendidas), por procedimento, unidade solicitante e mês, nos 12 meses até a data dos dados.',
    levels: 'Cada linha diz o seu agrupamento na coluna nivel:',
    totals:
      'Os totais do município, de cada serviço e de cada procedimento são os mesmos do painel da fila para a mesma data.',
    small: `Nenhum grupo com menos de ${SMALL_GROUP_MIN} pessoas é publicado: uma contagem de 1 a 4 aparece como “${SMALL_GROUP_TEXT}” no CSV e como null no JSON, e a mediana e o “9 em 10” só aparecem com pelo menos ${SMALL_GROUP_MIN} atendimentos. Por isso a soma das linhas de detalhe pode ficar um pouco abaixo do total.`,
    csv: 'Baixar os totais em CSV',
    json: 'Baixar os totais em JSON',
    dictionary: 'Dicionário dos totais',
    dictionaryIntro: 'As colunas, na ordem em que aparecem no arquivo (o mesmo para o histórico):',
    types: { texto: 'texto', inteiro: 'número inteiro', data: 'data (AAAA-MM-DD)' },
    empty: 'pode ficar vazia',
    count: `de 1 a 4: “${SMALL_GROUP_TEXT}”`,
  },
  history: {
    heading: 'Histórico diário',
    intro:
      'A tabela de totais como estava em cada dia em que a fila foi atualizada, guardada por 12 meses. Os dias mais antigos saem da lista.',
    loading: 'Carregando os dias guardados...',
    error: 'Não foi possível carregar os dias do histórico.',
    empty: 'Ainda não há dias guardados',
    emptyDetail: 'O primeiro dia entra no histórico quando a fila deste município for atualizada.',
    day: 'Dia',
    count: (n: number) => (n === 1 ? '1 dia guardado' : `${n} dias guardados`),
    csv: (day: string) => `Baixar CSV de ${day}`,
    json: (day: string) => `Baixar JSON de ${day}`,
    file: (name: string) => `Arquivo: ${name}`,
  },
  catalog: {
    heading: 'Catálogo para programas (DCAT)',
    intro:
      'Os três conjuntos de dados desta página (as solicitações, os totais e o histórico) estão descritos em um catálogo no padrão DCAT-AP, em JSON-LD: título, descrição, licença, atualização diária, período coberto, contato e os endereços dos arquivos. Portais de dados abertos, como o dados.gov.br, e outros programas leem o catálogo para encontrar e atualizar estes dados sozinhos.',
    link: 'Catálogo DCAT (JSON-LD)',
  },
} as const;
