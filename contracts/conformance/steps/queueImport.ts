import { QUEUE_IMPORT_COLUMNS } from '../../csv/queueImport';
import { queueImportRequest } from '../../src/client/rest';
import { SearchStatusImportDocument } from '../../src/generated/graphql/graphql';
import { NEEDS_WRITE, type AdminContext } from './context';

/** The queue import: its template, a refused non-CSV upload, and the import status. */
export async function queueImportSteps({ h, api, token, clientId, write }: AdminContext) {
  const header = QUEUE_IMPORT_COLUMNS.join(';');
  await h.rest<string>(
    'queue import template',
    'api',
    [200],
    () => api.GET('/clients/download-queue-example', { parseAs: 'text' }),
    (text) =>
      text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] === header
        ? null
        : 'the template header is not the contract column list',
  );
  // Accepted by mistake, it would start an import: only with --write.
  if (write)
    await h.rest('import of a non-CSV file is refused', 'api', [400], () =>
      api.POST(
        '/clients/import-queue-info',
        queueImportRequest(
          new File(['isto não é um csv'], 'nao-e-csv.txt', { type: 'text/plain' }),
        ),
      ),
    );
  else
    h.skip('import of a non-CSV file is refused', 'POST /clients/import-queue-info', NEEDS_WRITE);
  await h.graphql('import status', SearchStatusImportDocument, { clientId }, { token });
}
