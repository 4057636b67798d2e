/** Calls to a sandbox over HTTP for the backend's e2e tests (plain fetch, any origin). */
import {
  SearchQueueDocument,
  SearchStatusImportDocument,
  type SearchQueueQuery,
  type SearchStatusImportQuery,
} from '@portal/contracts/generated/graphql/graphql';

/** The fields the tests read off REST answers (the contract check is done by the node tests). */
export interface Answer {
  token?: string;
  mensagem?: string;
  msg?: string;
  ims_id?: number;
  [key: string]: unknown;
}

export async function post(origin: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

export async function graphql<T>(origin: string, query: string, variables: object, token?: string) {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

export async function adminToken(origin: string): Promise<string> {
  const { status, body } = await post(origin, '/api/clients/login', {
    login: 'admin',
    password: 'Admin@123',
  });
  if (status !== 200) throw new Error(`admin login failed: ${status}`);
  return body.token as string;
}

export interface QueueQuery {
  client: string;
  service: string;
  procedure: string;
  status: string;
  offset?: number;
  limit?: number;
}

export const searchQueue = (origin: string, variables: QueueQuery) =>
  graphql<SearchQueueQuery>(origin, SearchQueueDocument.toString(), variables).then((d) => d.queue);

export const importStatuses = (origin: string, token: string) =>
  graphql<SearchStatusImportQuery>(
    origin,
    SearchStatusImportDocument.toString(),
    { clientId: 1 },
    token,
  ).then((d) => d.search_status_import.rows);

/** Uploads a CSV as the import screen does (multipart, field `file`). */
export async function importCsv(origin: string, token: string, csv: string, name = 'fila.csv') {
  const form = new FormData();
  form.set('file', new File([csv], name, { type: 'text/csv' }));
  const res = await fetch(`${origin}/clients/import-queue-info`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

/** Waits until the import leaves PROCESSANDO and answers its final status row. */
export async function importOutcome(origin: string, token: string, id: number) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const row = (await importStatuses(origin, token)).find((r) => r.ims_id === id);
    if (row && row.ims_situacao !== 'PROCESSANDO') return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} did not finish`);
}
