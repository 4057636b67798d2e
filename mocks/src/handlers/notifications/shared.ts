/** What the notification resources share: the spec's messages and the checks of what is sent. */
import type { Session } from '../../core/auth';
import type { Schemas } from '../../core/contract';
import { formatCpf, isValidCpf, onlyDigits } from '../../core/documents';
import { hasFault } from '../../core/faults';
import { badRequest, check, HttpError } from '../../core/http';
import { db } from '../../db';

export type InteractionStatus = Schemas['InteractionStatus'];

export const MESSAGES = {
  title: 'O título é obrigatório',
  body: 'A descriação é obrigatória',
  cpfs: 'O(s) cpf(s) é/são obrigatório(s)',
  client: 'Um id de cliente deve ser informado.',
  oneHour: 'Por favor escolha um horário com no mínimo uma hora de antecedência para o envio.',
  dates: 'Por favor, coloque pelo menos uma Data.',
  type: 'Por favor, selecione um tipo de mensagem.',
  cpf: 'Preencha o campo CPF corretamente.',
  removal: 'A remoção precisa de ao menos uma notificação e um CPF.',
  removedOne: 'Notificação removida com sucesso!',
  removedMany: 'Notificações removidas com sucesso!',
  unknownCpfs: 'CPFs não cadastrados neste município:',
} as const;

export const empty = () => ({ count: 0, rows: [] });
export const admin = { roles: ['admin'] as const };

/**
 * The app user of the session's client (municipality) with this CPF, whatever their status: the
 * only patients an admin may name or notify. Another municipality's patient is, to this admin, a
 * CPF that does not exist (`validate-cpfs` calls it nonexistent, a send refuses it).
 */
export const ownPatient = (session: Session, cpf: string) =>
  db.usuario.getAll().find((u) => u.usu_cpf === cpf && u.usu_id_clientes === session.clientId);

/** The name of the session's client's patient with this CPF; never another municipality's. */
export const userNameOf = (session: Session, cpf: string) =>
  ownPatient(session, cpf)?.usu_nome_usuario ?? null;

/** Repeated (`interactions=1&interactions=2`) or comma-separated ids; absent means all. */
export function interactionList(query: URLSearchParams, name: string): number[] | undefined {
  const values = query
    .getAll(name)
    .concat(query.getAll(`${name}[]`))
    .flatMap((v) => v.split(','))
    .filter((v) => v.trim() !== '');
  if (!values.length) return undefined;
  const ids = values.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 8))
    throw badRequest('Interação inválida.');
  return ids;
}

export function checkMessage(title: unknown, body: unknown, max: number) {
  const t = String(title ?? '').trim();
  const b = String(body ?? '').trim();
  check(t, MESSAGES.title);
  check(b, MESSAGES.body);
  check(b.length <= max, `A descrição deve ter no máximo ${max} caracteres.`);
  return { title: t, body: b };
}

/** Active app users of the session's client (the 'Todos' recipients). */
export const activeCpfs = (session: Session) =>
  db.usuario
    .getAll()
    .filter((u) => u.usu_id_clientes === session.clientId && u.usu_status === 2 && u.usu_cpf)
    .map((u) => u.usu_cpf as string);

export function cpfList(values: unknown): string[] {
  const list = (Array.isArray(values) ? values : [])
    .map((v) => onlyDigits(String(v)))
    .filter(Boolean);
  for (const cpf of list) check(isValidCpf(cpf), MESSAGES.cpf);
  return [...new Set(list)];
}

/** How many refused CPFs a message names before it only counts the rest. */
const NAMED_CPFS = 5;

/**
 * The recipients of a send, checked as `validate-cpfs` checks them: every CPF must be one of the
 * session's client's patients (active or not, as the screens let the admin choose to send to a
 * deactivated one). A CPF of another municipality, or of nobody, refuses the whole send: a
 * recipient list never names a patient the admin may not see.
 */
export function recipientList(session: Session, values: unknown): string[] {
  const cpfs = cpfList(values);
  if (hasFault('acceptForeignRecipients')) return cpfs;
  const unknown = cpfs.filter((cpf) => !ownPatient(session, cpf));
  if (unknown.length) {
    const named = unknown.slice(0, NAMED_CPFS).map(formatCpf).join(', ');
    const more = unknown.length > NAMED_CPFS ? ` e mais ${unknown.length - NAMED_CPFS}` : '';
    throw badRequest(`${MESSAGES.unknownCpfs} ${named}${more}.`, 'cpfs');
  }
  return cpfs;
}

/** The most ids one batch removal takes (the contract's IdsQuery). */
export const MAX_BATCH_IDS = 100;

/** `id`, once or repeated (`?id=1&id=2`, 1 to 100): the ids of a batch removal, deduplicated. */
export function idsParam(query: URLSearchParams): number[] {
  const raw = query.getAll('id').filter((v) => v.trim() !== '');
  if (!raw.length) throw new HttpError(400, 'Campo id é requerido');
  const ids = raw.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id < 1))
    throw badRequest('O parâmetro id é inválido.');
  check(ids.length <= MAX_BATCH_IDS, `Informe no máximo ${MAX_BATCH_IDS} ids por vez.`);
  return [...new Set(ids)];
}
