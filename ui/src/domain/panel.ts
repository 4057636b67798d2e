/** The movement log's call-status translations (gerencial-movel-painel.md §4). */
const CALL_STATUS_TEXT: Record<string, Record<string, string>> = {
  doctorCallStatus: {
    STARTED: 'Iniciado pelo médico',
    CLOSED: 'Finalizado pelo médico',
  },
  patientCallStatus: {
    STARTED: 'Iniciado no paciente',
    ACCEPTED: 'Ligação atendida pelo paciente',
    CANCELLED: 'Ligação encerrada pelo paciente',
    CANCEL: 'Ligação encerrada pelo paciente',
    REJECTED: 'Ligação rejeitada pelo paciente',
    CLOSED: 'Ligação encerrada no paciente',
  },
};

/**
 * The 'Ação' text of a log row. The subtype names who and the status ('doctorCallStatus STARTED',
 * also with ':', '_', '-' or '=' between them); an unknown value is shown as it is.
 */
export function translateCallStatus(subtype: string | null | undefined): string {
  const raw = subtype ?? '';
  const match = /^\s*(doctorCallStatus|patientCallStatus)\s*[\s:_=-]\s*([A-Za-z]+)\s*$/.exec(raw);
  if (!match) return raw;
  return CALL_STATUS_TEXT[match[1]!]![match[2]!.toUpperCase()] ?? raw;
}

/** The log and history search selector: the label shown and the key sent in whereKey. */
export const LOG_FILTER_FIELDS = [
  { label: 'CPF', key: 'tml_cpf' },
  { label: 'Protocolo', key: 'tml_protocolo' },
  { label: 'Nome do Paciente', key: 'tml_paciente_nome' },
  { label: 'Nome do Profissional', key: 'tml_profissional_nome' },
  { label: 'Origem', key: 'tml_origem' },
] as const;

export const HISTORY_FILTER_FIELDS = [
  { label: 'CPF', key: 'tsa_cpf' },
  { label: 'Protocolo', key: 'tsa_protocolo' },
  { label: 'Nome do Paciente', key: 'tsa_paciente_nome' },
  { label: 'Nome do Profissional', key: 'tsa_profissional_nome' },
] as const;

/** The whereKey of a search: the chosen field with the text, or null when no field is chosen. */
export function buildWhereKey(
  key: string | null | undefined,
  text: string,
): Record<string, string> | null {
  return key ? { [key]: text.trim() } : null;
}

/** 'Não informado' for any missing value on the panel. */
export function orNotInformed(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? 'Não informado' : String(value);
}
