/**
 * Notices an import sends by itself: when it changes the status of a request that belongs to a
 * patient with an account (the row's CPF, else its CNS, is the patient's), the patient gets one
 * notice saying what changed, in plain words. Each request, status and scheduled date is told
 * once (a re-import, or the same change coming back, sends nothing), and only where the
 * municipality has them on (Configurações).
 */
import { hasFault } from '../../core/faults';
import { nowMoment } from '../../core/time';
import { db, nextId, queueIndex, type Data, type Patient } from '../../db';
import { INTERACTION } from '../../seed/catalog';
import { clientByCode, configOf } from '../clients';
import { ACTIVE } from '../patients';

type FilaData = Data<'fila'>;

/** A request the import changed: its status before, and the row as the import left it. */
export interface StatusChange {
  before: string;
  row: FilaData;
}

const brDate = (day: string | null) =>
  day && /^\d{4}-\d{2}-\d{2}/.test(day)
    ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`
    : null;

/** The notice's title and text for the status the request reached; null for no notice. */
export function statusNoticeText(row: FilaData): { title: string; message: string } | null {
  const what = `Sua solicitação de ${row.fir_procedimentos}`;
  const requester = row.fir_nome_unidade_saude_solicitante;
  switch (row.fir_status) {
    case 'AGENDADO': {
      const day = brDate(row.fir_data_agendamento);
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
function patientOf(row: FilaData, clientId: number): Patient | null {
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
  for (const { before, row } of changes) {
    if (before === row.fir_status) continue;
    const text = statusNoticeText(row);
    const patient = patientOf(row, clientId);
    // The patient turned these notices off in their profile.
    if (!text || !patient?.usu_cpf || !patient.usu_avisos_situacao) continue;
    const key = toldKey(row);
    if (told.has(key) && !hasFault('repeatStatusNotices')) continue;
    told.add(key);
    db.avisoSituacao.create({
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
    sent += 1;
  }
  return sent;
}
