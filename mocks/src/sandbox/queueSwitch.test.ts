/**
 * A municipality's queue switched off, over real HTTP: with 'Deseja exibir as informações de Filas
 * de Regulação no portal?' off, the GraphQL `queue` still answered rows and the open data still
 * exported the whole queue. Now every public read of that queue is refused; the client list still
 * says the switch, and the patient's own requests still answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../seed/people';
import { sandboxOverHttp } from '../testing/sandboxOverHttp';

const http = sandboxOverHttp('queue-switch');

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

async function graphql(query: string, variables: object = {}, token?: string) {
  const response = await fetch(`${http.origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer;
}

async function login(path: string, body: object) {
  const response = await fetch(`${http.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Switches a client's queue on the portal with its own admin's token. */
async function setSwitch(token: string, code: string, on: boolean) {
  const read = await graphql(
    'query ($c: String!) { client_configurations_by_code(codeClient: $c) { coc_id } }',
    { c: code },
    token,
  );
  const { coc_id } = read.data!.client_configurations_by_code as { coc_id: number };
  const saved = await graphql(
    'mutation ($id: Int!, $cfg: ClientConfigurationInput!) { update_client_configuration(id: $id, clientConfiguration: $cfg) { coc_ativo_portal } }',
    { id: coc_id, cfg: { coc_ativo_portal: on } },
    token,
  );
  expect(saved.data?.update_client_configuration).toEqual({ coc_ativo_portal: on });
}

const READS: Array<[string, string]> = [
  ['queue_services_avaliable', 'queue_services_avaliable(client: $c) { value }'],
  ['queue_status', 'queue_status(client: $c) { value }'],
  ['queue_unithealths', 'queue_unithealths(client: $c, role: SOLICITANTE) { nome_unidade_saude }'],
  ['queue_procedures', 'queue_procedures(client: $c, service: "CONSULTAS") { procedimento }'],
  [
    'queue',
    'queue(client: $c, service: "CONSULTAS", procedure: "CONSULTA EM CARDIOLOGIA", status: SOLICITADO) { count rows { fir_id } }',
  ],
  ['queue_wait_estimates', 'queue_wait_estimates(client: $c) { data_date }'],
  ['queue_flow', 'queue_flow(client: $c) { data_date }'],
];

const NILOPOLIS = '3303203';
const MESQUITA = '3302858';
const refusal = (name: string) =>
  `A consulta à fila de regulação não está disponível para ${name} no momento.`;

describe('a queue switched off is published nowhere', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login('/api/clients/login', DEMO.otherAdmin);
    await setSwitch(admin, NILOPOLIS, false);
  });

  it.each(READS)('GraphQL %s is refused with FORBIDDEN and the message', async (field, read) => {
    const answer = await graphql(`query ($c: String!) { ${read} }`, { c: NILOPOLIS });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: refusal('Prefeitura Municipal de Nilópolis'),
      extensions: { code: 'FORBIDDEN' },
    });
    // Another municipality's queue still answers.
    const other = await graphql(`query ($c: String!) { ${read} }`, { c: MESQUITA });
    expect(other.errors).toBeUndefined();
    expect(other.data?.[field]).toBeTruthy();
  });

  it.each([
    '/api/open-data/queue',
    '/api/open-data/queue/info',
    '/api/open-data/queue/aggregates',
    '/api/open-data/queue/history',
    '/api/open-data/queue/history/2026-11-20',
    '/api/open-data/catalog.jsonld',
  ])('%s is a 403 with the message', async (path) => {
    const answer = await fetch(`${http.origin}${path}?client=${NILOPOLIS}`);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({
      mensagem: refusal('Prefeitura Municipal de Nilópolis'),
    });
    expect((await fetch(`${http.origin}${path}?client=${MESQUITA}`)).status).toBe(200);
  });

  it('the client list still answers, saying the queue is off', async () => {
    const answer = await graphql(
      'query ($c: String) { queue_clients(cli_codigo: $c) { cli_codigo configuration { coc_ativo_portal } } }',
      { c: NILOPOLIS },
    );
    expect(answer.data?.queue_clients).toEqual([
      { cli_codigo: NILOPOLIS, configuration: { coc_ativo_portal: false } },
    ]);
  });

  it("the patient's own requests still answer with their municipality's queue off", async () => {
    const patient = await login('/api/users/login', DEMO.patient);
    const mine = () =>
      fetch(`${http.origin}/api/queue/my-solicitations?cpf=${DEMO.patient.cpf}`, {
        headers: { authorization: `Bearer ${patient}` },
      });
    const before = (await (await mine()).json()) as { count: number };
    const mesquita = await login('/api/clients/login', DEMO.admin);
    await setSwitch(mesquita, MESQUITA, false);
    try {
      const during = await mine();
      expect(during.status).toBe(200);
      expect(((await during.json()) as { count: number }).count).toBe(before.count);
      expect(before.count).toBeGreaterThan(0);
    } finally {
      await setSwitch(mesquita, MESQUITA, true);
    }
  });

  it('switched back on, the queue answers again', async () => {
    await setSwitch(admin, NILOPOLIS, true);
    const answer = await graphql(`query ($c: String!) { ${READS[0]![1]} }`, { c: NILOPOLIS });
    expect(answer.errors).toBeUndefined();
  });
});
