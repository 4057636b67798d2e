import { QueueClientsDocument } from '../../src/generated/graphql/graphql';
import { OPEN_AGGREGATE_COLUMNS } from '../../src/openDataAggregates';
import type { TourContext } from './context';

const NAMES = OPEN_AGGREGATE_COLUMNS.map((c) => c.name).join(';');

interface History {
  snapshots: Array<{ date: string }>;
}

/**
 * The open data beyond the row-level export: the aggregate table (JSON), the history's list and
 * its newest day (CSV), an unknown day (404), and the DCAT catalog.
 */
export async function openDataSetSteps({ h, publicApi: api }: TourContext) {
  const clients = await h.graphql('queue clients (open data)', QueueClientsDocument, {});
  const client = clients?.queue_clients[0]?.cli_codigo;
  if (!client) {
    h.blocked('open data: aggregate table', 'GET /api/open-data/queue/aggregates', 'no client');
    return;
  }
  const query = { client };
  await h.rest<{ colunas: string[] }>(
    'open data: the aggregate table (JSON)',
    'api',
    [200],
    () =>
      api.GET('/api/open-data/queue/aggregates', {
        params: { query: { client, format: 'json' } },
        parseAs: 'text',
      }),
    (body) => (body.colunas?.join(';') === NAMES ? null : 'colunas is not the data dictionary'),
  );
  const history = await h.rest<History>('open data: the history’s days', 'api', [200], () =>
    api.GET('/api/open-data/queue/history', { params: { query } }),
  );
  const newest = history?.snapshots[0]?.date;
  if (newest)
    await h.rest('open data: the newest kept day (CSV)', 'api', [200], () =>
      api.GET('/api/open-data/queue/history/{date}', {
        params: { path: { date: newest }, query: { client, format: 'csv' } },
        parseAs: 'text',
      }),
    );
  else
    h.blocked(
      'open data: the newest kept day (CSV)',
      'GET /api/open-data/queue/history/{date}',
      'the history is empty',
    );
  await h.rest('open data: a day not kept is a 404', 'api', [404], () =>
    api.GET('/api/open-data/queue/history/{date}', {
      params: { path: { date: '1999-01-01' }, query },
      parseAs: 'text',
    }),
  );
  await h.rest('open data: the DCAT catalog', 'api', [200], () =>
    api.GET('/api/open-data/catalog.jsonld', { params: { query } }),
  );
}
