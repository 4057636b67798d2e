/**
 * The scheduled notification tree: a notification (noa) → its recipients (nod) → each one's times
 * (noh). Reads over it, the session's ownership checks, removal, and the scheduled tab's filters.
 *
 * A scheduled notification is listed as scheduled while it has a time still to send (interaction 3,
 * agendado) or no time at all, and as shown (exibidas) once any of its times has been sent.
 */
import type { Session } from '../../core/auth';
import type { Schemas } from '../../core/contract';
import { onlyDigits } from '../../core/documents';
import { notFound } from '../../core/http';
import { textParam } from '../../core/params';
import { db, type Row } from '../../db';
import { INTERACTION } from '../../seed/catalog';
import { interactionList, type InteractionStatus } from './shared';

type ScheduledNotification = Schemas['ScheduledNotification'];

export const recipientsOf = (noaId: number) =>
  db.destinatarioAgendado.getAll().filter((d) => d.nod_id_notificacoes_agendadas === noaId);
export const timesOf = (nodId: number) =>
  db.horarioAgendado
    .getAll()
    .filter((h) => h.noh_id_notificacoes_agendadas_destinatarios === nodId);
const allTimesOf = (noaId: number) => recipientsOf(noaId).flatMap((d) => timesOf(d.nod_id));

export function removeScheduledNotification(noaId: number): void {
  for (const nod of recipientsOf(noaId)) removeRecipient(nod.nod_id);
  db.notificacaoAgendada.delete({ where: { noa_id: { equals: noaId } } });
}

export function removeRecipient(nodId: number) {
  db.horarioAgendado.deleteMany({
    where: { noh_id_notificacoes_agendadas_destinatarios: { equals: nodId } },
  });
  db.destinatarioAgendado.delete({ where: { nod_id: { equals: nodId } } });
}

export function interactionsOf(times: Array<Row<'horarioAgendado'>>) {
  const counts = new Map<number, number>();
  for (const t of times) {
    counts.set(
      t.noh_id_tipos_interacoes_notificacoes,
      (counts.get(t.noh_id_tipos_interacoes_notificacoes) ?? 0) + 1,
    );
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, number]) => ({ status: status as InteractionStatus, number }));
}

export const isScheduled = (noaId: number) => {
  const times = allTimesOf(noaId);
  return (
    !times.length ||
    times.some((t) => t.noh_id_tipos_interacoes_notificacoes === INTERACTION.agendado)
  );
};
export const isShown = (noaId: number) =>
  allTimesOf(noaId).some((t) => t.noh_id_tipos_interacoes_notificacoes !== INTERACTION.agendado);

export const scheduledRow = (noa: Row<'notificacaoAgendada'>): ScheduledNotification => ({
  noa_id: noa.noa_id,
  noa_titulo: noa.noa_titulo,
  noa_mensagem: noa.noa_mensagem,
  noa_id_tipos_notificacoes: noa.noa_id_tipos_notificacoes,
  noa_extra_datas: noa.noa_extra_datas || null,
  noa_id_blip_bots: noa.noa_id_blip_bots,
  interactions: interactionsOf(allTimesOf(noa.noa_id)),
});

export const ownNotifications = (session: Session) =>
  db.notificacaoAgendada
    .getAll()
    .filter((n) => n.noa_id_clientes === session.clientId)
    .sort((a, b) => b.noa_id - a.noa_id);

export function ownNoa(session: Session, id: number) {
  const noa = db.notificacaoAgendada.findFirst({ where: { noa_id: { equals: id } } });
  if (!noa || noa.noa_id_clientes !== session.clientId)
    throw notFound('Notificação não encontrada.');
  return noa;
}
export function ownNod(session: Session, id: number) {
  const nod = db.destinatarioAgendado.findFirst({ where: { nod_id: { equals: id } } });
  if (!nod) throw notFound('Destinatário não encontrado.');
  ownNoa(session, nod.nod_id_notificacoes_agendadas);
  return nod;
}
export function ownNoh(session: Session, id: number) {
  const noh = db.horarioAgendado.findFirst({ where: { noh_id: { equals: id } } });
  if (!noh) throw notFound('Horário não encontrado.');
  ownNod(session, noh.noh_id_notificacoes_agendadas_destinatarios);
  return noh;
}

/** `filter[cpf]`, `filter[name]`... of the scheduled tab's filter panel (deepObject style). */
export function scheduledFilter(query: URLSearchParams) {
  const get = (key: string) => textParam(query, `filter[${key}]`) ?? textParam(query, key);
  const interaction = get('interaction');
  return {
    cpf: onlyDigits(get('cpf')) || undefined,
    name: get('name'),
    date: get('date'),
    hour: get('hour'),
    interactions: interaction
      ? interaction.split(',').map(Number)
      : interactionList(query, 'interaction'),
  };
}

type TimeFilter = { date?: string; hour?: string; interactions?: number[] };
export const timeMatches = (t: Row<'horarioAgendado'>, f: TimeFilter) =>
  (!f.date || t.noh_data === f.date) &&
  (!f.hour || t.noh_hora === f.hour) &&
  (!f.interactions?.length || f.interactions.includes(t.noh_id_tipos_interacoes_notificacoes));
export const hasTimeFilter = (f: TimeFilter) => Boolean(f.date || f.hour || f.interactions?.length);
