/**
 * Errors a handler throws and the one envelope every error answers with. Screens read `mensagem`,
 * then `msg`, then `error`: the envelope carries the message in the first two and `error: true`.
 */
export const MESSAGES = {
  server: 'Erro interno no servidor.',
  unauthorized: 'Sessão expirada. Faça login novamente.',
  forbidden: 'Acesso negado.',
  notFound: 'Registro não encontrado.',
  badBody: 'O corpo da requisição é inválido.',
} as const;

export interface ErrorBody {
  mensagem: string;
  msg: string;
  error: true;
}

export const errorBody = (message: string): ErrorBody => ({
  mensagem: message,
  msg: message,
  error: true,
});

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Throws a 400 with `message` unless `condition` holds. */
export function check(condition: unknown, message: string, field?: string): asserts condition {
  if (!condition) throw badRequest(message, field);
}
