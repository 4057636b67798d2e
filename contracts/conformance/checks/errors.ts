/**
 * Error answers: every 4xx the behavioural checks saw carries the contract's envelope with a message
 * a Brazilian user can read. "Portuguese" is judged by its words: an English reason phrase
 * ('Unauthorized', 'Not Found'...) or a sentence with English words and no Portuguese ones fails.
 */
import type { Checker } from './checker';
import { messageOf } from './checker';

const REASON_PHRASES =
  /^(bad request|unauthori[sz]ed|forbidden|not found|conflict|too many requests|unprocessable (entity|content)|payload too large|content too large|method not allowed|internal server error|error)\.?$/i;
/** A Portuguese marker: a letter with a Portuguese accent, or a common word of the language. */
const PORTUGUESE =
  /[ãõáéíóúâêôçà]|\b(de|da|do|das|dos|não|nao|para|com|sem|uma|foi|está|esta|deve|informe|ou|campo|inválid[oa]s?|invalid[oa]s?|obrigatóri[oa]s?|sessão|senha|usuário|cliente|acesso|tentativas|arquivo|notícia|encontrad[oa]s?|incorret[oa]s?|que|menor|maior|caracteres|em|na|ao|aos|pelo|pela)\b/i;

/** Why a refusal's body is not the contract's envelope with a Portuguese message, or null. */
export function envelopeProblem(body: unknown): string | null {
  const message = messageOf(body);
  if (!body || typeof body !== 'object' || !message)
    return `no error envelope with a message (mensagem, msg or error): ${JSON.stringify(body)?.slice(0, 120)}`;
  if (REASON_PHRASES.test(message.trim()))
    return `the message is an English reason phrase: '${message}'`;
  if (!PORTUGUESE.test(message)) return `the message is not in Portuguese: '${message}'`;
  return null;
}

export async function errorChecks(checker: Checker) {
  await checker.run('errors.envelope', async (found) => {
    for (const answer of checker.refusals) found.expect(answer, envelopeProblem(answer.body));
  });
}
