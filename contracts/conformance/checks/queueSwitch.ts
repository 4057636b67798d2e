/**
 * A municipality's switch honoured (`privacy.queue-switched-off`, `write`): with the admin's
 * municipality's queue switched off in its configuration ('Deseja exibir as informações de Filas de
 * Regulação no portal?'), every public read of that queue is refused, the client list still says so,
 * the patient's own requests still answer, and the switch is put back as it was, whatever happened.
 */
import type { Sessions } from './auth';
import type { Answer, Checker, GraphqlError } from './checker';
import { messageOf, statusProblem } from './checker';

/** The public reads of one municipality's queue, as GraphQL fields with their arguments. */
const QUEUE_READS: Array<[field: string, args: string, selection: string]> = [
  ['queue_services_avaliable', 'client: $client', '{ value }'],
  ['queue_status', 'client: $client', '{ value }'],
  ['queue_unithealths', 'client: $client, role: SOLICITANTE', '{ nome_unidade_saude }'],
  ['queue_procedures', 'client: $client, service: $service', '{ procedimento }'],
  [
    'queue',
    'client: $client, service: $service, procedure: $procedure, status: SOLICITADO',
    '{ count rows { fir_id } }',
  ],
  ['queue_wait_estimates', 'client: $client, service: $service', '{ data_date }'],
  ['queue_flow', 'client: $client, service: $service', '{ data_date }'],
];

const variablesOf = (args: string) =>
  [...args.matchAll(/\$(\w+)/g)].map((m) => `$${m[1]}: String!`).join(', ');

async function queueRead(
  checker: Checker,
  [field, args, selection]: (typeof QUEUE_READS)[number],
  variables: { client: string; service: string; procedure: string },
) {
  const used = Object.fromEntries(
    Object.entries(variables).filter(([name]) => args.includes(`$${name}`)),
  );
  return checker.graphql(
    `query ConformidadeFilaDesligada(${variablesOf(args)}) { ${field}(${args}) ${selection} }`,
    used,
    { as: 'anonymous' },
  );
}

/** A GraphQL refusal: no data for the field and an error with a message, FORBIDDEN. */
function graphqlRefusal(field: string, answer: { data?: unknown; errors?: GraphqlError[] }) {
  const data = (answer.data ?? null) as Record<string, unknown> | null;
  if (data && data[field] != null) return `${field} answered data instead of a refusal`;
  const error = answer.errors?.[0];
  if (!error?.message) return `${field} answered no error message`;
  if (error.extensions?.code !== 'FORBIDDEN')
    return `${field}: expected a FORBIDDEN error, got ${error.extensions?.code ?? 'no code'} (${error.message})`;
  return null;
}

export async function queueSwitchCheck(
  checker: Checker,
  sessions: Sessions,
  clientCode: string | undefined,
) {
  const id = 'privacy.queue-switched-off';
  if (!sessions.admin || !clientCode) return checker.skip(id, 'the admin login failed');
  if (!sessions.patient) return checker.skip(id, 'the patient login failed');
  const admin = { token: sessions.admin, as: 'admin token' };
  const read = await checker.graphql(
    'query ConformidadeConfiguracao($codeClient: String!) { client_configurations_by_code(codeClient: $codeClient) { coc_id coc_ativo_portal } }',
    { codeClient: clientCode },
    admin,
  );
  const config = read.data?.client_configurations_by_code as
    { coc_id: number; coc_ativo_portal: boolean } | null | undefined;
  if (!config || typeof config.coc_id !== 'number')
    return checker.skip(id, 'the admin’s portal configuration could not be read');
  const setSwitch = (on: boolean) =>
    checker.graphql(
      'mutation ConformidadeChaveFila($id: Int!, $clientConfiguration: ClientConfigurationInput!) { update_client_configuration(id: $id, clientConfiguration: $clientConfiguration) { coc_id coc_ativo_portal } }',
      { id: config.coc_id, clientConfiguration: { coc_ativo_portal: on } },
      admin,
    );
  // Something to search by, read while the queue is on.
  const first = async (query: string, variables: Record<string, string>, key: string) => {
    const answer = await checker.graphql(query, variables);
    const list = Object.values(answer.data ?? {})[0];
    return Array.isArray(list) ? (list[0] as Record<string, string> | undefined)?.[key] : undefined;
  };
  const service =
    (await first(
      'query ConformidadeServicos($client: String!) { queue_services_avaliable(client: $client) { value } }',
      { client: clientCode },
      'value',
    )) ?? 'CONSULTAS';
  const procedure =
    (await first(
      'query ConformidadeProcedimentos($client: String!, $service: String!) { queue_procedures(client: $client, service: $service) { procedimento } }',
      { client: clientCode, service },
      'procedimento',
    )) ?? 'CONSULTA';
  const mine = () =>
    checker.send('api', 'GET', '/api/queue/my-solicitations', {
      token: sessions.patient,
      as: 'patient token',
      query: { cpf: sessions.patientCpf.replace(/\D/g, ''), limit: 1 },
    });
  const countOf = (answer: Answer) => (answer.body as { count?: unknown } | null)?.count;
  const before = await mine();

  await checker.run(id, async (found) => {
    try {
      const off = await setSwitch(false);
      const saved = off.data?.update_client_configuration as { coc_ativo_portal?: unknown };
      if (off.errors?.length || saved?.coc_ativo_portal !== false)
        return found.add(off.request, 'the admin could not switch the queue off');
      const variables = { client: clientCode, service, procedure };
      for (const read of QUEUE_READS) {
        const answer = await queueRead(checker, read, variables);
        found.expect(answer, graphqlRefusal(read[0], answer));
      }
      for (const [path, query] of [
        ['/api/open-data/queue', { client: clientCode }],
        ['/api/open-data/queue/info', { client: clientCode }],
      ] as const) {
        const answer = await checker.send('api', 'GET', path, { query, as: 'anonymous' });
        found.expect(
          answer,
          statusProblem(answer, [403]) ??
            (messageOf(answer.body) ? null : 'the 403 carries no message'),
        );
      }
      // How the portal knows: the client list still answers, with the switch off.
      const clients = await checker.graphql(
        'query ConformidadeCliente($code: String) { queue_clients(cli_codigo: $code) { cli_codigo configuration { coc_ativo_portal } } }',
        { code: clientCode },
      );
      const listed = (
        (clients.data?.queue_clients ?? []) as Array<{
          configuration?: { coc_ativo_portal?: unknown } | null;
        }>
      )[0];
      found.expect(
        clients,
        listed?.configuration?.coc_ativo_portal === false
          ? null
          : 'queue_clients does not answer the client with coc_ativo_portal false',
      );
      // The patient's own requests are theirs, not the public queue's.
      const after = await mine();
      found.expect(
        after,
        statusProblem(after, [200]) ??
          (countOf(after) === countOf(before)
            ? null
            : `my-solicitations counted ${String(countOf(before))} before and ${String(countOf(after))} with the queue off`),
      );
    } finally {
      const back = await setSwitch(config.coc_ativo_portal);
      const restored = back.data?.update_client_configuration as { coc_ativo_portal?: unknown };
      found.expect(
        back,
        restored?.coc_ativo_portal === config.coc_ativo_portal
          ? null
          : `the switch could not be put back to ${String(config.coc_ativo_portal)}`,
      );
    }
    if (config.coc_ativo_portal) {
      const again = await queueRead(checker, QUEUE_READS[0]!, {
        client: clientCode,
        service,
        procedure,
      });
      found.expect(
        again,
        again.errors?.length ? 'the queue still refuses once switched back on' : null,
      );
    }
  });
}
