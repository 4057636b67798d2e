import {
  CheckAuthenticityDocument,
  PasswordResetDocument,
  PasswordResetLinkDocument,
  QueueClientsDocument,
  QueueFlowDocument,
  QueueProceduresDocument,
  QueueServicesDocument,
  QueueStatusesDocument,
  QueueUnitHealthsDocument,
  SearchCitiesDocument,
  SearchCivilStatesDocument,
  SearchDependentsDocument,
  SearchQueueDocument,
  WaitEstimatesDocument,
} from '../../src/generated/graphql/graphql';
import { OPEN_QUEUE_COLUMNS } from '../../src/openData';
import type { TourContext } from './context';

/** The public GraphQL calls: the queue search and its lists, cities, a reset and a session check. */
export async function queueSearchSteps({ h, publicApi, run }: TourContext) {
  const clients = await h.graphql('queue clients', QueueClientsDocument, {});
  const client = clients?.queue_clients[0]?.cli_codigo;
  if (client) {
    const services = await h.graphql('queue services', QueueServicesDocument, { client });
    await h.graphql('queue statuses', QueueStatusesDocument, { client });
    await h.graphql('requesting health units', QueueUnitHealthsDocument, {
      client,
      role: 'SOLICITANTE',
    });
    const service = services?.queue_services_avaliable[0]?.value;
    const procedures = service
      ? await h.graphql('queue procedures', QueueProceduresDocument, { client, service })
      : h.blocked('queue procedures', 'GraphQL QueueProcedures', 'no service');
    const procedure = procedures?.queue_procedures[0]?.procedimento;
    await h.graphql('wait estimates of a client', WaitEstimatesDocument, { client });
    if (service && procedure)
      await h.graphql('wait estimates of a procedure', WaitEstimatesDocument, {
        client,
        service,
        procedure,
      });
    await h.graphql('queue flow, 12 months', QueueFlowDocument, { client, service });
    await openDataSteps(h, publicApi, client, service);
    if (service && procedure) {
      await h.graphql('queue search', SearchQueueDocument, {
        client,
        service,
        procedure,
        status: 'SOLICITADO',
        offset: 0,
        limit: 10,
      });
    } else {
      h.blocked('queue search', 'GraphQL SearchQueue', 'no service or procedure to search');
    }
  } else {
    h.blocked('queue services', 'GraphQL QueueServices', 'no queue client');
  }
  await h.graphql('cities by name', SearchCitiesDocument, { name: 'Mar', limit: 10, offset: 0 });
  await h.graphql('civil states', SearchCivilStatesDocument, {});
  await h.graphql('dependents', SearchDependentsDocument, {});
  await h.graphql('reset link check of an unknown link', PasswordResetLinkDocument, {
    hash: `conformidade-${run}`,
  });
  await h.graphql('password reset with an unknown link', PasswordResetDocument, {
    hash: `conformidade-${run}`,
    usu_senha: 'Segura@2026',
  });
  await h.graphql('session check with a wrong token', CheckAuthenticityDocument, {
    userId: 1,
    token: `conformidade-${run}`,
  });
}

/** The open data: its facts, the JSON export of one service's waiting rows, the CSV's header. */
async function openDataSteps(
  h: TourContext['h'],
  api: TourContext['publicApi'],
  client: string,
  service?: string,
) {
  await h.rest('open data: the facts of a client', 'api', [200], () =>
    api.GET('/api/open-data/queue/info', { params: { query: { client } } }),
  );
  await h.rest<{ colunas: string[] }>(
    'open data: JSON export of the waiting rows of a service',
    'api',
    [200],
    () =>
      api.GET('/api/open-data/queue', {
        params: { query: { client, format: 'json', status: 'SOLICITADO', service } },
        parseAs: 'text',
      }),
    (body) =>
      body.colunas?.join(';') === OPEN_QUEUE_COLUMNS.map((c) => c.name).join(';')
        ? null
        : 'colunas is not the data dictionary',
  );
  await h.rest('open data: a format outside the contract is refused', 'api', [400], () =>
    api.GET('/api/open-data/queue', {
      // Deliberately outside the contract's enum.
      params: { query: { client, format: 'xlsx' as 'csv' } },
      parseAs: 'text',
    }),
  );
}
