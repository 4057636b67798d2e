/**
 * For stories: automatic notices made the way a municipality makes them, through the mock
 * backend. The admin imports the regulation system's file that changes the demo patient's waiting
 * request (POST /clients/import-queue-info), the import sends its notice, and the patient's inbox
 * may fetch it (entregue) or read it (lido).
 */
import { queueImportCsv } from '@portal/contracts/csv';

type Account = { login: string; password: string };
type Patient = { cpf: string; password: string };

async function json(path: string, init: RequestInit = {}) {
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export interface NoticeImport {
  /** The file's name, as the import keeps it. */
  fileName: string;
  /** What the file says of the request now. */
  change: { status: 'AGENDADO'; day: string } | { status: 'DEVOLVIDO' };
  /** What the patient does next: nothing (enviado), open Avisos (entregue), or read it (lido). */
  patient?: 'nothing' | 'delivered' | 'read';
}

/**
 * Imports each file in turn, each changing the demo patient's (first) waiting request, so each
 * sends one automatic notice; answers the imports' ids.
 */
export async function importNotices(
  accounts: { admin: Account; patient: Patient },
  imports: readonly NoticeImport[],
): Promise<number[]> {
  const { token: patient } = (await json(
    '/api/users/login',
    post({ cpf: accounts.patient.cpf, password: accounts.patient.password }),
  )) as { token: string };
  const mine = await json(
    `/api/queue/my-solicitations?cpf=${accounts.patient.cpf}&limit=10&offset=0`,
    { headers: bearer(patient) },
  );
  const waiting = (mine.rows as Array<Record<string, unknown>>).find(
    (row) => row.fir_status === 'SOLICITADO',
  );
  if (!waiting) throw new Error('importNotices: the demo patient has no waiting request');
  const { token: admin } = (await json('/api/clients/login', post(accounts.admin))) as {
    token: string;
  };
  const ids: number[] = [];
  for (const [i, step] of imports.entries()) {
    const row: Record<string, unknown> = {
      ...waiting,
      fir_cpf: accounts.patient.cpf,
      fir_status: step.change.status,
      ...(step.change.status === 'AGENDADO'
        ? {
            fir_data_agendamento: step.change.day,
            fir_nome_unidade_saude_executante: 'Policlínica Mesquita',
          }
        : {}),
    };
    const form = new FormData();
    form.set('file', new File([queueImportCsv([row])], step.fileName, { type: 'text/csv' }));
    const accepted = await json('/clients/import-queue-info', {
      method: 'POST',
      headers: bearer(admin),
      body: form,
    });
    ids.push(Number(accepted.ims_id));
    await noticesSent(admin, i + 1);
    if (step.patient === 'delivered' || step.patient === 'read') {
      const inbox = await json('/api/users/notices?limit=1&offset=0', { headers: bearer(patient) });
      const [newest] = inbox.rows as Array<{ id: string; kind?: string }>;
      if (newest?.kind !== 'automatica') throw new Error('importNotices: not in the inbox');
      if (step.patient === 'read')
        await json(`/api/users/notices/${newest.id}/read`, {
          method: 'POST',
          headers: bearer(patient),
        });
    }
  }
  return ids;
}

/** The import runs on its own: waits until the municipality's notices reach `count`. */
async function noticesSent(admin: string, count: number) {
  for (let tries = 0; tries < 100; tries++) {
    const page = await json('/api/status-notices?limit=1&offset=0', { headers: bearer(admin) });
    if (Number(page.count) >= count) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('importNotices: the import sent no notice');
}
