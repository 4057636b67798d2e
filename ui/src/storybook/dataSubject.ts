/**
 * For stories of 'Meus dados' and 'Solicitações de titulares (LGPD)': what patients and staff do on
 * the mock backend, as they would, so a screen shows what the server really holds (an access is
 * recorded by staff opening the patient's details; a request is filed by the patient and answered
 * by staff).
 */
interface Call {
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
}

async function call<T>(path: string, { method = 'GET', token, body }: Call = {}): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<T>;
}

const staffToken = async (admin: { login: string; password: string }) =>
  (
    await call<{ token: string }>('/api/clients/login', {
      method: 'POST',
      body: { login: admin.login, password: admin.password },
    })
  ).token;

const patientToken = async (patient: { cpf: string; password: string }) =>
  (
    await call<{ token: string }>('/api/users/login', {
      method: 'POST',
      body: { id: null, cpf: patient.cpf, password: patient.password },
    })
  ).token;

/** Staff open an app user's details `times` times (each opening is an entry of their log). */
export async function openDetailsAsStaff(
  admin: { login: string; password: string },
  userId: number,
  times = 1,
) {
  const token = await staffToken(admin);
  for (let i = 0; i < times; i++) await call(`/api/app-users/${userId}`, { token });
}

/** The patient files a request about their data; its id. */
export async function fileDataRequest(
  patient: { cpf: string; password: string },
  request: { kind: 'correcao'; fields: string; correction: string } | { kind: 'exclusao' },
): Promise<number> {
  const token = await patientToken(patient);
  return (
    await call<{ id: number }>('/api/users/me/data-requests', {
      method: 'POST',
      token,
      body: request,
    })
  ).id;
}

/** Staff answer a request. */
export async function answerDataRequest(
  admin: { login: string; password: string },
  id: number,
  answer: { status: 'atendida' | 'recusada'; answer: string },
) {
  const token = await staffToken(admin);
  await call(`/api/data-requests/${id}/answer`, { method: 'POST', token, body: answer });
}
