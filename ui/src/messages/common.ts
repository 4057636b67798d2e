/** Strings every area shares (verbatim from the spec). */
/** The spec's message for an empty required field: 'Campo {label} é requerido'. */
export const requiredMessage = (label: string) => `Campo ${label} é requerido`;

/**
 * A count and its noun, singular for one: plural(1, 'destinatário', 'destinatários') is
 * '1 destinatário', plural(3, …) '3 destinatários' (zero takes the plural in Portuguese).
 */
export const plural = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

export const COMMON = {
  unexpected: 'Ocorreu um erro inesperado.',
  serverError: 'Erro interno no servidor.',
  genericTryLater: 'Houve algum erro, tente novamente mais tarde.',
  notInformed: 'Não informado',
  emptyList: 'Nenhum Resultado encontrado.',
  termsRequired: 'A leitura e concordância dos Termos e Condições é obrigatória.',
  termsCancelled:
    'Para continuar usando nosso sistema, você deve aceitar a política de privacidade!',
  termsAccepted: 'Termos de Politíca e Privacidade aceitos com sucesso!',
  fileReaderUnsupported: 'Desculpe, arquivo não suportado pela api',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
} as const;

/** 'O Campo deve possuir no mínimo {min} e no máximo {max} caracteres.' (the spec's length wording). */
export const lengthMessage = (min: number, max: number) =>
  `O Campo deve possuir no mínimo ${min} e no máximo ${max} caracteres.`;
