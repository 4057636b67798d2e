/** What the notification forms look up: the notification and interaction types, and the CPFs. */
import { isValidCpf, onlyDigits } from '../../core/documents';
import { check } from '../../core/http';
import { ok, route } from '../../core/route';
import { db } from '../../db';
import { admin, empty, MESSAGES, ownPatient, type InteractionStatus } from './shared';

export const lookupHandlers = [
  route(
    'get',
    '/api/tipos-notificacoes',
    'listNotificationTypes',
    () => {
      const rows = db.tipoNotificacao
        .getAll()
        .map(({ tno_id, tno_nome }) => ({ tno_id, tno_nome }));
      return ok({ count: rows.length, rows });
    },
    { ...admin, empty },
  ),

  route(
    'get',
    '/api/tipos-interacoes',
    'listInteractionTypes',
    () => {
      const rows = db.tipoInteracao
        .getAll()
        .map(({ tin_id, tin_nome }) => ({ tin_id: tin_id as InteractionStatus, tin_nome }));
      return ok({ count: rows.length, rows });
    },
    { ...admin, empty },
  ),

  route(
    'post',
    '/api/validate-cpfs',
    'validateCpfs',
    async ({ json, session }) => {
      const body = (await json()) as unknown;
      check(Array.isArray(body) && body.length, MESSAGES.cpfs);
      const nonexistent: string[] = [];
      const disabled: Array<{ usu_cpf: string; usu_nome_usuario: string | null }> = [];
      for (const cpf of [...new Set((body as unknown[]).map((v) => onlyDigits(String(v))))]) {
        const user = ownPatient(session, cpf);
        if (!user || !isValidCpf(cpf)) nonexistent.push(cpf.padStart(11, '0').slice(-11));
        else if (user.usu_status !== 2)
          disabled.push({ usu_cpf: cpf, usu_nome_usuario: user.usu_nome_usuario });
      }
      return ok({ response: { nonexistent, disabled } });
    },
    admin,
  ),
];
