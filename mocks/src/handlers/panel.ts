/**
 * The control panel's provider API: operator login (checked here, never in the browser), the
 * movement log and room history (paged, one filter field), the NPS report and the created rooms.
 */
import { endSession, issueSession } from '../core/auth';
import { check, unauthorized } from '../core/http';
import { matches } from '../core/params';
import { limitLogin } from '../core/loginLimiter';
import { verifyPassword } from '../core/passwords';
import { ok, route } from '../core/route';
import { brOf, toMoment, isoOf } from '../core/time';
import { db, type Row } from '../db';
import { panelRealtimeHandlers, realtimeTokenFields } from './panelRealtime';

import type { components } from '@portal/contracts/generated/panel';

type PanelSchemas = components['schemas'];
type RoomHistoryRow = PanelSchemas['RoomHistoryRow'];

const LOG_KEYS = [
  'tml_cpf',
  'tml_protocolo',
  'tml_paciente_nome',
  'tml_profissional_nome',
  'tml_origem',
] as const;
const ROOM_KEYS = [
  'tsa_cpf',
  'tsa_protocolo',
  'tsa_paciente_nome',
  'tsa_profissional_nome',
] as const;

/** curPage, limit and the one filter field of a page request. */
function pageRequest<Key extends string>(
  body: { curPage?: unknown; limit?: unknown; whereKey?: unknown },
  keys: readonly Key[],
) {
  const curPage = Number(body.curPage);
  const limit = Number(body.limit);
  check(Number.isInteger(curPage) && curPage >= 1, 'curPage deve ser maior que zero.');
  check(Number.isInteger(limit) && limit >= 1 && limit <= 100, 'limit deve estar entre 1 e 100.');
  let filter: { key: Key; value: string } | null = null;
  if (body.whereKey && typeof body.whereKey === 'object') {
    const entries = Object.entries(body.whereKey as Record<string, unknown>);
    const [key, value] = entries[0] ?? [];
    check(
      entries.length === 1 && keys.includes(key as Key),
      'whereKey deve ter um único campo de busca.',
    );
    filter = { key: key as Key, value: String(value ?? '').trim() };
  }
  return { curPage, limit, filter };
}

function paged<T>(rows: T[], curPage: number, limit: number) {
  return {
    list: rows.slice((curPage - 1) * limit, curPage * limit),
    totalPages: Math.ceil(rows.length / limit),
  };
}

const fieldMatches = (value: string | null, key: string, wanted: string) =>
  key.endsWith('_cpf') ? (value ?? '').includes(wanted.replace(/\D/g, '')) : matches(value, wanted);

const roomRow =
  (ratings: Map<string, Row<'nps'>>) =>
  (room: Row<'salaHistorico'>): RoomHistoryRow => {
    const nps = ratings.get(room.tsa_protocolo);
    return {
      tsa_id: room.tsa_id,
      tsa_cpf: room.tsa_cpf,
      tsa_protocolo: room.tsa_protocolo,
      tsa_created_at_formatado: brOf(room.tsa_created_at),
      tsa_paciente_nome: room.tsa_paciente_nome,
      tsa_profissional_nome: room.tsa_profissional_nome,
      tsa_tempo_espera: room.tsa_tempo_espera,
      tsa_duracao_consulta: room.tsa_duracao_consulta,
      tsa_updated_at_formatado: brOf(room.tsa_updated_at),
      tnp_id: nps?.tnp_id ?? null,
      tnp_protocolo: nps?.tnp_protocolo ?? null,
      tnp_paciente_nome: nps?.tnp_paciente_nome ?? null,
      tnp_cpf: nps?.tnp_cpf ?? null,
      tnp_nota: nps?.tnp_nota ?? null,
      tnp_observacao: nps?.tnp_observacao ?? null,
      tnp_tempo_espera: nps?.tnp_tempo_espera ?? null,
      tnp_duracao_consulta: nps?.tnp_duracao_consulta ?? null,
    };
  };

const round2 = (n: number) => Math.round(n * 100) / 100;
const panel = { roles: ['panel'] as const };

export const panelHandlers = [
  ...panelRealtimeHandlers,
  route('post', '/api/panel/login', 'panelLogin', async ({ json, request }) => {
    const body = await json();
    const login = String(body.login ?? '').trim();
    const password = String(body.password ?? '').trim();
    check(login && password, 'Informe os dados para realizar o acesso');
    return limitLogin(request, 'panel', login, () => {
      const operator = db.operadorPainel.getAll().find((o) => o.op_login === login);
      if (!operator || !verifyPassword(password, operator.op_senha)) {
        throw unauthorized('Login ou Senha incorretos');
      }
      const session = issueSession('panel', operator.op_id);
      return ok({
        token: session.token,
        expiresAt: isoOf(toMoment(session.expiresAt)),
        ...(realtimeTokenFields(operator.op_id) ?? {}),
      });
    });
  }),

  // 'Sair': the token is refused from now on (the panel's realtime token cannot be renewed).
  route(
    'post',
    '/api/panel/logout',
    'panelLogout',
    ({ session }) => {
      endSession(session.token);
      return new Response(null, { status: 204 });
    },
    panel,
  ),

  route(
    'post',
    '/api/teleconsult/get-log',
    'getTeleconsultLog',
    async ({ json }) => {
      const { curPage, limit, filter } = pageRequest(await json(), LOG_KEYS);
      const rows = db.logTeleconsulta
        .getAll()
        .filter((r) => !filter || fieldMatches(r[filter.key], filter.key, filter.value))
        .sort((a, b) => b.tml_created_at.localeCompare(a.tml_created_at) || b.tml_id - a.tml_id);
      const { list, totalPages } = paged(rows, curPage, limit);
      return ok({
        data: {
          totalPages,
          list: list.map((r) => ({
            tml_id: r.tml_id,
            tml_cpf: r.tml_cpf,
            tml_protocolo: r.tml_protocolo,
            tml_created_at_formatado: brOf(r.tml_created_at),
            tml_origem: r.tml_origem,
            tml_paciente_nome: r.tml_paciente_nome,
            tml_profissional_nome: r.tml_profissional_nome,
            tml_subtype: r.tml_subtype,
          })),
        },
      });
    },
    { ...panel, empty: () => ({ data: { list: [], totalPages: 0 } }) },
  ),

  route(
    'post',
    '/api/rooms/get-rooms',
    'getRooms',
    async ({ json }) => {
      const { curPage, limit, filter } = pageRequest(await json(), ROOM_KEYS);
      const rows = db.salaHistorico
        .getAll()
        .filter((r) => !filter || fieldMatches(r[filter.key], filter.key, filter.value))
        .sort((a, b) => b.tsa_created_at.localeCompare(a.tsa_created_at) || b.tsa_id - a.tsa_id);
      const { list, totalPages } = paged(rows, curPage, limit);
      const ratings = new Map(db.nps.getAll().map((n) => [n.tnp_protocolo, n]));
      return ok({ data: { totalPages, list: list.map(roomRow(ratings)) } });
    },
    { ...panel, empty: () => ({ data: { list: [], totalPages: 0 } }) },
  ),

  route(
    'post',
    '/api/rooms/get-report-rooms',
    'getRoomsReport',
    () => {
      const rooms = db.salaHistorico.getAll().length;
      const ratings = db.nps.getAll().map((n) => n.tnp_nota);
      const sum = ratings.reduce((a, b) => a + b, 0);
      return ok({
        report: {
          qtyRooms: rooms,
          qtyNps: ratings.length,
          roomsNps: ratings.length ? round2(sum / ratings.length) : 0,
          avgRoomNps: rooms ? round2(sum / rooms) : 0,
        },
      });
    },
    { ...panel, empty: () => ({ report: { qtyRooms: 0, qtyNps: 0, roomsNps: 0, avgRoomNps: 0 } }) },
  ),

  route(
    'get',
    '/api/videochamada-log/get-all',
    'getVideoCallLogs',
    ({ query }) => {
      const system = query.get('system');
      check(
        !system || system === 'app' || system === 'minhaConsulta',
        'system deve ser app ou minhaConsulta.',
      );
      const data = db.videochamadaLog
        .getAll()
        .filter((r) => !system || r.vcl_sistema === system)
        .sort((a, b) => a.vcl_created_at.localeCompare(b.vcl_created_at))
        .map((r) => ({
          vcl_id: r.vcl_id,
          vcl_nome_sala: r.vcl_nome_sala,
          vcl_paciente_nome: r.vcl_paciente_nome,
          vcl_paciente_updated_at_formatado: brOf(r.vcl_paciente_updated_at),
          vcl_funcionario_nome: r.vcl_funcionario_nome,
          vcl_profissional_updated_at_formatado: brOf(r.vcl_profissional_updated_at),
          vcl_created_at_formatado: brOf(r.vcl_created_at),
          vcl_paciente_rtt_array: JSON.stringify(r.vcl_paciente_rtt_array),
          vcl_paciente_level_array: JSON.stringify(r.vcl_paciente_level_array),
          vcl_profissional_rtt_array: JSON.stringify(r.vcl_profissional_rtt_array),
          vcl_profissional_level_array: JSON.stringify(r.vcl_profissional_level_array),
        }));
      return ok({ data });
    },
    { ...panel, empty: () => ({ data: [] }) },
  ),
];
