/**
 * Notices an import sends by itself: when it changes the status of a request that belongs to a
 * patient with an account (the row's CPF, else its CNS, is the patient's), the patient gets one
 * notice saying what changed, in plain words. Each request, status and scheduled date is told
 * once (a re-import, or the same change coming back, sends nothing), and only where the
 * municipality has them on (Configurações).
 */
import { hasFault } from '../../core/faults';
import { intParam, page, paging } from '../../core/params';
import { ok, route } from '../../core/route';
import { brDay, isoOf, nowMoment } from '../../core/time';
import { db, nextId, queueIndex, type Data, type Patient } from '../../db';
import { INTERACTION } from '../../seed/catalog';
import { clientByCode, configOf, ownClient } from '../clients';
import { ACTIVE } from '../patients';
import { announceNotice } from './announce';

type FilaData = Data<'fila'>;

/** A request the import changed: its status before, and the row as the import left it. */
export interface StatusChange {
  before: string;
  /** The scheduled day before (a new day for a scheduled request is a change to tell). */
  beforeDay?: string | null;
  row: FilaData;
}

/** The notice's title and text for the status the request reached; null for no notice. */
export function statusNoticeText(row: FilaData): { title: string; message: string } | null {
  const what = `Sua solicitação de ${row.fir_procedimentos}`;
  const requester = row.fir_nome_unidade_saude_solicitante;
  switch (row.fir_status) {
    case 'AGENDADO': {
      const day = brDay(row.fir_data_agendamento);
      const unit = row.fir_nome_unidade_saude_executante;
      return {
        title: 'Solicitação agendada',
        message: `${what} foi agendada${day ? ` para ${day}` : ''}${unit ? `, na unidade ${unit}` : ''}. Leve um documento com foto e o cartão do SUS.${day ? '' : ' A unidade vai informar a data.'}`,
      };
    }
    case 'EFETIVADO':
      return {
        title: 'Solicitação realizada',
        message: `${what} consta como realizada. Se você não foi atendido, procure a sua unidade de saúde.`,
      };
    case 'PARCIALMENTE_ATENDIDO':
      return {
        title: 'Solicitação atendida em parte',
        message: `${what} foi atendida em parte. Procure ${requester ? `a unidade ${requester}` : 'a unidade que fez o pedido'} para saber o que falta.`,
      };
    case 'DEVOLVIDO':
      return {
        title: 'Solicitação devolvida',
        message: `${what} foi devolvida à unidade que fez o pedido${requester ? ` (${requester})` : ''}. Procure essa unidade: ela vai dizer o que falta e refazer o pedido, se for o caso.`,
      };
    case 'SOLICITADO':
      return {
        title: 'Solicitação de volta à fila',
        message: `${what} voltou para a fila de espera. Acompanhe a sua posição em Minhas solicitações.`,
      };
    default:
      return null;
  }
}

/** The active patient of this municipality the row belongs to (by CPF, else by CNS). */
export function patientOf(row: FilaData, clientId: number): Patient | null {
  const ofClient = (u: Patient) => u.usu_status === ACTIVE && u.usu_id_clientes === clientId;
  const byCpf = row.fir_cpf
    ? db.usuario.getAll().find((u) => u.usu_cpf === row.fir_cpf && ofClient(u))
    : undefined;
  if (byCpf) return byCpf;
  if (!row.fir_cns) return null;
  return db.usuario.getAll().find((u) => u.usu_cns === row.fir_cns && ofClient(u)) ?? null;
}

/** What a notice told: the request, its status and its scheduled date (each told once). */
const toldKey = (row: FilaData) =>
  `${row.fir_id}|${row.fir_status}|${row.fir_data_agendamento ?? ''}`;

/**
 * The `repeatStatusNotices` fault (tests only): the rows of the file that the import left as they
 * were (they still carry an earlier import's id) and whose status their patient was already told
 * of, as changes from no status: told again.
 */
export function toldAgain(
  client: string,
  importId: number,
  rows: readonly FilaData[],
): StatusChange[] {
  const told = new Set(db.avisoSituacao.getAll().map((a) => a.avs_chave));
  const inFile = new Set(rows.map((row) => row.fir_fila_id));
  return queueIndex
    .ofClient(client)
    .filter(
      (row) =>
        inFile.has(row.fir_fila_id) && row.fir_id_importacao !== importId && told.has(toldKey(row)),
    )
    .map((row) => ({ before: '', row }));
}

/** Sends the notices of an import's status changes; answers how many were sent. */
export function sendStatusNotices(
  importId: number,
  client: string,
  changes: readonly StatusChange[],
): number {
  if (!configOf(client)?.coc_avisos_automaticos) return 0;
  const clientId = clientByCode(client)?.cli_id;
  if (clientId === undefined) return 0;
  const told = new Set(db.avisoSituacao.getAll().map((a) => a.avs_chave));
  const now = nowMoment();
  let sent = 0;
  for (const { before, beforeDay, row } of changes) {
    const rescheduled =
      row.fir_status === 'AGENDADO' && (beforeDay ?? null) !== row.fir_data_agendamento;
    if (before === row.fir_status && !rescheduled) continue;
    const text = statusNoticeText(row);
    const patient = patientOf(row, clientId);
    // The patient turned these notices off in their profile.
    if (!text || !patient?.usu_cpf || !patient.usu_avisos_situacao) continue;
    const key = toldKey(row);
    if (told.has(key) && !hasFault('repeatStatusNotices')) continue;
    told.add(key);
    const notice = db.avisoSituacao.create({
      avs_id: nextId('avisoSituacao'),
      avs_codigo_cliente: client,
      avs_cpf: patient.usu_cpf,
      avs_fir_id: row.fir_id,
      avs_chave: key,
      avs_id_importacao: importId,
      avs_titulo: text.title,
      avs_mensagem: text.message,
      avs_criado_em: now,
      avs_interacao: INTERACTION.enviado,
      avs_interagido_em: null,
    });
    // In the patient's inbox now: told to their browsers too (Web Push, in the sandbox).
    announceNotice({
      clientId,
      cpf: patient.usu_cpf,
      noticeId: `s-${notice.avs_id}`,
      title: text.title,
      message: text.message,
    });
    sent += 1;
  }
  return sent;
}

const DELIVERED: readonly number[] = [INTERACTION.entregue, INTERACTION.lido];

/** GET /api/status-notices: the automatic notices of the admin's municipality, for the Gerencial. */
export const statusNoticeHandlers = [
  route(
    'get',
    '/api/status-notices',
    'listStatusNotices',
    ({ query, session }) => {
      const client = ownClient(session);
      const { limit, offset } = paging(query);
      const importId = intParam(query, 'importId', { min: 1 });
      const notices = db.avisoSituacao
        .getAll()
        .filter(
          (a) =>
            a.avs_codigo_cliente === client.cli_codigo &&
            (importId === undefined || a.avs_id_importacao === importId),
        )
        .sort((a, b) => b.avs_id - a.avs_id);
      const files = new Map(
        db.importacao
          .getAll()
          .filter((i) => i.ims_id_clientes === client.cli_id)
          .map((i) => [i.ims_id, i.ims_nome_arquivo]),
      );
      const imports = new Map<number, { sent: number; delivered: number; read: number }>();
      for (const a of notices) {
        const counts = imports.get(a.avs_id_importacao) ?? { sent: 0, delivered: 0, read: 0 };
        counts.sent += 1;
        if (DELIVERED.includes(a.avs_interacao)) counts.delivered += 1;
        if (a.avs_interacao === INTERACTION.lido) counts.read += 1;
        imports.set(a.avs_id_importacao, counts);
      }
      const names = new Map(
        db.usuario
          .getAll()
          .filter((u) => u.usu_id_clientes === client.cli_id && u.usu_cpf)
          .map((u) => [u.usu_cpf, u.usu_nome_usuario]),
      );
      const result = page(notices, limit, offset);
      return ok({
        count: result.count,
        imports: [...imports].map(([id, counts]) => ({
          importId: id,
          fileName: files.get(id) ?? null,
          ...counts,
        })),
        rows: result.rows.map((a) => ({
          id: a.avs_id,
          importId: a.avs_id_importacao,
          requestId: a.avs_fir_id,
          cpf: a.avs_cpf,
          name: names.get(a.avs_cpf) ?? null,
          title: a.avs_titulo,
          message: a.avs_mensagem,
          createdAt: isoOf(a.avs_criado_em),
          interactionNotificationType: a.avs_interacao as 1 | 2 | 6,
          interactionDate: a.avs_interagido_em ? isoOf(a.avs_interagido_em) : null,
        })),
      });
    },
    { roles: ['admin'], empty: () => ({ count: 0, imports: [], rows: [] }) },
  ),
];
