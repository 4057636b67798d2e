/**
 * For stories: the regulation system's file that schedules a patient's waiting request,
 * imported as the Portal Gerencial does (the admin's login, POST /clients/import-queue-info on the
 * mock backend), so the patient's inbox holds the automatic notice the import sent.
 */
import { queueImportCsv } from '@portal/contracts/csv';
import { sessionToken } from '../session/session';

async function json(path: string, init: RequestInit = {}) {
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface ScheduleRequest {
  /** The logged-in patient's CPF (their waiting request is scheduled). */
  cpf: string;
  /** The municipality's admin who imports the file. */
  admin: { login: string; password: string };
  /** The scheduled day, `YYYY-MM-DD`. */
  day: string;
}

/** Schedules the logged-in patient's waiting request and waits for its notice. */
export async function scheduleWaitingRequest({ cpf, admin: account, day }: ScheduleRequest) {
  const patient = sessionToken();
  if (!patient) throw new Error('scheduleWaitingRequest: log the patient in first');
  const mine = await json(`/api/queue/my-solicitations?cpf=${cpf}&limit=10&offset=0`, {
    headers: bearer(patient),
  });
  const waiting = (mine.rows as Array<Record<string, unknown>>).find(
    (row) => row.fir_status === 'SOLICITADO',
  );
  if (!waiting) throw new Error('scheduleWaitingRequest: the demo patient has no waiting request');
  const row: Record<string, unknown> = {
    ...waiting,
    fir_cpf: cpf,
    fir_status: 'AGENDADO',
    fir_data_agendamento: day,
    fir_nome_unidade_saude_executante: 'Policlínica Mesquita',
  };
  const { token: admin } = (await json('/api/clients/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: account.login, password: account.password }),
  })) as { token: string };
  const form = new FormData();
  form.set('file', new File([queueImportCsv([row])], 'fila.csv', { type: 'text/csv' }));
  await json('/clients/import-queue-info', { method: 'POST', headers: bearer(admin), body: form });
  // The import runs on its own: its notice is in the inbox once it finished.
  for (let tries = 0; tries < 100; tries++) {
    const inbox = await json('/api/users/notices?limit=1&offset=0', { headers: bearer(patient) });
    const [first] = inbox.rows as Array<{ kind?: string }>;
    if (first?.kind === 'automatica') return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('scheduleWaitingRequest: the import sent no notice');
}
