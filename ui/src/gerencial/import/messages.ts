/**
 * The queue import screen's texts, verbatim from the spec (gerencial-movel-painel.md), typos
 * included.
 */
export const IMPORT = {
  formats: 'Formato Inválido! Formato(s) Válido(s): csv,ms-excel.',
  hint: 'até 200 MB csv',
  processing: 'Dados sendo processados',
  failure: 'Falha ao Importar dados! entre em contato com o suporte!',
  // Where the spec is silent: the screen's own words.
  intro: (client: string) =>
    `Envie o arquivo CSV da fila de regulação. Os dados são importados para ${client}.`,
  sendTitle: 'Enviar arquivo',
  fileLabel: 'Arquivo da fila (CSV)',
  template: 'Baixar arquivo de exemplo',
  templateHint: 'Colunas separadas por ponto e vírgula e datas no formato DD/MM/AAAA.',
  templateFailed: 'Não foi possível baixar o arquivo de exemplo. Tente novamente.',
  submit: 'Importar',
  progressLabel: 'Envio do arquivo',
  uploading: (file: string) => `Enviando ${file}…`,
  waitingServer: (file: string) => `${file} enviado. Aguardando o servidor…`,
  uploaded: (file: string) => `${file} enviado.`,
  keptForRetry: 'O arquivo continua selecionado: tente novamente quando quiser.',
  resultProcessing: (file: string) => `${file}: processando…`,
  resultDone: (file: string, imported: number) =>
    `${file}: importação concluída, ${imported} ${imported === 1 ? 'linha importada' : 'linhas importadas'}.`,
  /** What a finished import did to the queue, by the source system's row id (fir_fila_id). */
  counts: (added: number, updated: number, unchanged: number) =>
    `${added} ${added === 1 ? 'nova' : 'novas'}, ${updated} ${updated === 1 ? 'atualizada' : 'atualizadas'}, ${unchanged} sem alteração`,
  /** Not in the spec: the automatic notices an import sent (Configurações turns them on). */
  patientNotices: (n: number) =>
    `${n} ${n === 1 ? 'aviso automático enviado ao paciente' : 'avisos automáticos enviados aos pacientes'}`,
  resultWithErrors: (file: string, imported: number, problems: number) =>
    `${file}: importação concluída com erros, ${imported} ${imported === 1 ? 'linha importada' : 'linhas importadas'} e ${problems} ${problems === 1 ? 'problema' : 'problemas'}.`,
  resultFailed: (file: string, problems: number) =>
    `${file}: a importação falhou, ${problems} ${problems === 1 ? 'problema encontrado' : 'problemas encontrados'}. Nada foi importado.`,
  statusTitle: 'Situação das importações',
  statusCaption: 'Importações enviadas',
  statusFailed: 'Não foi possível carregar a situação das importações.',
  refreshFailed: 'Não foi possível atualizar a situação das importações.',
  polling: 'Atualizando a cada 2 segundos enquanto houver importação em processamento.',
  empty: 'Nenhuma importação ainda.',
  emptyHint: 'Os arquivos enviados aparecem aqui, com a situação de cada um.',
  columns: {
    file: 'Arquivo',
    status: 'Situação',
    changed: 'Última alteração',
    read: 'Linhas lidas',
    imported: 'Linhas importadas',
    report: 'Problemas',
    actions: 'Ações',
  },
  situations: {
    PROCESSANDO: 'Processando',
    CONCLUIDO: 'Concluída',
    CONCLUIDO_COM_ERROS: 'Concluída com erros',
    FALHOU: 'Falhou',
    DESFEITA: 'Desfeita',
  } as Record<string, string>,
  // 'Desfazer': the last finished import taken back (not in the spec).
  undo: 'Desfazer',
  undoOf: (file: string) => `Desfazer a importação de ${file}`,
  undoTitle: 'Desfazer a importação?',
  undoContent: (file: string, added: number, updated: number) =>
    `${file}: ${added} ${added === 1 ? 'linha nova sai' : 'linhas novas saem'} da fila e ${updated} ${updated === 1 ? 'linha atualizada volta' : 'linhas atualizadas voltam'} a ser como eram antes dela. Só a última importação concluída pode ser desfeita, uma vez.`,
  undoConfirm: 'Desfazer importação',
  undoCancel: 'Manter importação',
  undone: (file: string) => `Importação de ${file} desfeita.`,
  undoFailed: 'Não foi possível desfazer a importação. Tente novamente.',
  showReport: 'Ver problemas',
  showReportOf: (file: string) => `Ver problemas de ${file}`,
  noProblems: 'Nenhum',
  reportTitle: (file: string) => `Problemas em ${file}`,
  reportCaption: 'Problemas encontrados no arquivo',
  reportSummary: (shown: number, total: number) =>
    shown < total
      ? `mostrando os primeiros ${shown} de ${total} problemas`
      : `${total} ${total === 1 ? 'problema encontrado' : 'problemas encontrados'}`,
  reportNothingImported:
    'Nenhuma linha deste arquivo entrou na fila. Corrija as linhas indicadas e envie o arquivo de novo.',
  reportSomeImported:
    'As outras linhas entraram na fila. Corrija as linhas indicadas e envie-as de novo.',
  reportColumns: { line: 'Linha', column: 'Coluna', message: 'Mensagem' },
  wholeRow: 'linha inteira',
  wholeFile: 'arquivo',
  // 'Importar as N linhas válidas': the rows that pass, after a failed import (not in the spec).
  importValid: (valid: number | null) =>
    valid === null
      ? 'Importar as linhas válidas'
      : `Importar as ${valid} ${valid === 1 ? 'linha válida' : 'linhas válidas'}`,
  importValidHint: (leftOut: string) =>
    `As linhas com problema ficam de fora (${leftOut}); as outras entram na fila juntas.`,
  leftOutLines: (lines: number[], more: boolean) =>
    `${lines.length === 1 && !more ? 'linha' : 'linhas'} ${lines.join(', ')}${more ? ' e outras' : ''}`,
  importValidTitle: 'Importar as linhas válidas?',
  importValidContent: (file: string, valid: number | null, leftOut: string) =>
    `${file}: ${valid === null ? 'as linhas válidas entram' : `${valid} ${valid === 1 ? 'linha entra' : 'linhas entram'}`} na fila; ficam de fora: ${leftOut}. Elas aparecem na situação da importação.`,
  importValidConfirm: 'Importar linhas válidas',
  importValidCancel: 'Voltar',
  pickAgain: (file: string) =>
    `Selecione de novo o arquivo ${file} para importar as linhas válidas.`,
  partial: (imported: number, read: number) => `Concluída com problemas: ${imported} de ${read}`,
  downloadReport: 'Baixar relatório (CSV)',
  closeReport: 'Fechar relatório',
  // Names the queue had not seen (not in the spec): imported, with the nearest known ones.
  warningCount: (n: number) => `${n} ${n === 1 ? 'nome novo' : 'nomes novos'}`,
  showWarnings: 'Ver avisos',
  showWarningsOf: (file: string) => `Ver avisos de ${file}`,
  warningsReportTitle: (file: string) => `Avisos de ${file}`,
  reportAllImported: 'Todas as linhas entraram na fila.',
  warningsTitle: 'Nomes que a fila ainda não tinha',
  warningsIntro:
    'As linhas com estes nomes foram importadas e os nomes já aparecem nos filtros da fila pública. Se algum for erro de digitação, desfaça a importação, corrija o arquivo e envie de novo.',
  warningsSummary: (shown: number, total: number) =>
    shown < total ? `mostrando os primeiros ${shown} de ${total} nomes novos` : '',
  warningsCaption: 'Nomes novos no arquivo',
  warningColumns: {
    field: 'Tipo',
    name: 'Nome no arquivo',
    lines: 'Linhas',
    suggestions: 'Nomes parecidos já conhecidos',
  },
  warningFields: {
    fir_procedimentos: 'Procedimento',
    fir_nome_unidade_saude_solicitante: 'Unidade solicitante',
    fir_nome_unidade_saude_reguladora: 'Unidade reguladora',
    fir_nome_unidade_saude_executante: 'Unidade executante',
  } as Record<string, string>,
  warningLines: (lines: number[], rows: number) =>
    `${rows} ${rows === 1 ? 'linha' : 'linhas'}: ${lines.join(', ')}${rows > lines.length ? ', …' : ''}`,
  noSuggestion: 'nenhum parecido',
  resultWarnings: (n: number) =>
    `${n} ${n === 1 ? 'nome novo' : 'nomes novos'} na fila: confira os avisos.`,
} as const;
