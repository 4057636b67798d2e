import type { components } from '../generated/api';

/** The error envelope shapes screens read: `mensagem`, `msg`, `error`, or the same under `response.data`. */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/** Returns the server's own message from an error body, or `fallback` when there is none. */
export function serverMessage(body: unknown, fallback: string): string {
  if (!body || typeof body !== 'object') return fallback;
  const envelope = body as ErrorEnvelope;
  const nested = envelope.response?.data;
  const candidates = [
    envelope.mensagem,
    envelope.msg,
    envelope.error,
    nested?.mensagem,
    nested?.msg,
    nested?.error,
  ];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return fallback;
}
