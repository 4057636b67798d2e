/** A queue import as staff make it, for tests: upload a CSV as the admin and wait for its end. */
import { SearchStatusImportDocument } from '@portal/contracts/generated/graphql/graphql';
import { expect } from 'vitest';
import { gql, login, rest } from './backend';

/** Uploads `csv` as the demo admin and answers the import's row once it is no longer PROCESSANDO. */
export async function importFile(csv: string) {
  const token = await login('admin');
  const form = new FormData();
  form.set('file', new File([csv], 'fila.csv', { type: 'text/csv' }));
  const answer = await rest('POST', '/clients/import-queue-info', { token, form });
  expect(answer.status).toBe(202);
  for (;;) {
    const { rows } = (await gql(SearchStatusImportDocument, { clientId: 1 }, { token })).data
      .search_status_import;
    const row = rows.find((r) => r.ims_id === answer.body.ims_id)!;
    if (row.ims_situacao !== 'PROCESSANDO') return row;
    await new Promise((r) => setTimeout(r, 10));
  }
}
