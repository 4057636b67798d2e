/**
 * The access log: one entry each time staff read a patient's personal data (their details, a list
 * holding them), with the staff member's role, municipality and purpose. Append-only:
 * `recordAccess` is the only writer, and no handler updates or removes an entry. The patient reads
 * their own entries (GET /api/users/me/access-log, in ./dataSubject.ts), without the staff
 * member's identity, which is kept for an audit.
 */
import { type ACCESS_PURPOSES, staffRoleName } from '@portal/contracts/dataSubject';
import type { Session } from '../core/auth';
import type { Schemas } from '../core/contract';
import { hasFault } from '../core/faults';
import { isoOf, nowMoment } from '../core/time';
import { db, markChanged, nextId, type Patient } from '../db';
import { configOf, ownClient } from './clients';

type AccessLogEntry = Schemas['AccessLogEntry'];
type Purpose = (typeof ACCESS_PURPOSES)[keyof typeof ACCESS_PURPOSES];

/**
 * Records that the staff member of `session` read the personal data of these patients, and why:
 * one entry per patient, before the data leaves. The only writer of the log.
 */
export function recordAccess(session: Session, patientIds: Iterable<number>, purpose: Purpose) {
  const client = ownClient(session);
  const role = staffRoleName(configOf(client.cli_codigo)?.coc_tipo);
  const at = nowMoment();
  let recorded = false;
  for (const id of new Set(patientIds)) {
    db.acessoDados.create({
      acd_id: nextId('acessoDados'),
      acd_id_usuarios: id,
      acd_em: at,
      acd_perfil: role,
      acd_id_clientes: client.cli_id,
      acd_municipio: client.cli_nome,
      acd_finalidade: purpose,
      acd_id_usc: session.subjectId,
    });
    recorded = true;
  }
  // Recorded by a GET: the sandbox saves it and a story's reset takes it back.
  if (recorded) markChanged();
}

/** The patient's own entries, newest first. */
export function accessLogOf(patient: Patient): AccessLogEntry[] {
  return db.acessoDados
    .getAll()
    .filter((a) =>
      hasFault('foreignAccessLog')
        ? a.acd_id_clientes === patient.usu_id_clientes
        : a.acd_id_usuarios === patient.usu_id,
    )
    .sort((a, b) => b.acd_em.localeCompare(a.acd_em) || b.acd_id - a.acd_id)
    .map((a) => ({
      id: a.acd_id,
      at: isoOf(a.acd_em),
      role: a.acd_perfil,
      municipality: a.acd_municipio,
      purpose: a.acd_finalidade,
    }));
}
