/**
 * Every operation of the contract, called through the handlers: each answer (successes and the
 * errors a client must handle) is validated against the contract by the helpers, and the last test
 * checks that no REST operation or GraphQL root field was left out.
 */
import { findOperation, listOperations } from '@portal/contracts/conformance/contract';
import { graphqlSchema, validateGraphqlResponse } from '@portal/contracts/conformance/graphql';
import * as docs from '@portal/contracts/generated/graphql/graphql';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runTour } from '../../../contracts/conformance/tour';
import { DEMO } from '../seed/people';
import { panelReplies } from '@portal/contracts/panelReplies';
import { setRealtimeTokenIssuer } from './panelRealtime';
import { exercised, gql, login, ORIGIN, rest, setupMockBackend } from '../testing/backend';

setupMockBackend();

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const tomorrow = () => new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('the contract through msw/node', () => {
  it('passes the contract conformance tour, shapes and behaviour, writes included', async () => {
    const report = await runTour({ baseUrl: ORIGIN, write: true });
    expect(report.steps.filter((r) => !r.ok)).toEqual([]);
    expect(report.checks.filter((c) => c.status !== 'pass')).toEqual([]);
    for (const { call } of report.steps) {
      const [method = '', path = ''] = call.split(' ');
      const operation = findOperation('api', method, path) ?? findOperation('panel', method, path);
      if (operation) exercised.add(operation.operationId);
    }
  }, 120_000);

  it('passes the read-only tour too: every check passes or, when it writes, is skipped', async () => {
    const report = await runTour({ baseUrl: ORIGIN });
    expect(report.mode).toBe('read-only');
    expect(report.steps.filter((r) => !r.ok)).toEqual([]);
    expect(report.checks.filter((c) => c.status === 'fail')).toEqual([]);
    const skipped = report.checks.filter((c) => c.status === 'skip');
    expect(skipped.every((c) => c.why === 'writes data: runs only with --write')).toBe(true);
    expect(report.checks.filter((c) => c.status === 'pass').length).toBeGreaterThanOrEqual(18);
  }, 120_000);

  it('answers the patient operations and their errors', async () => {
    await rest('GET', '/api/queue/get-last-check');
    expect(
      (await rest('POST', '/api/users/login', { body: { cpf: '', password: 'x' } })).status,
    ).toBe(400);
    const token = await login('patient');
    await rest('GET', `/api/queue/my-solicitations?cpf=${DEMO.patient.cpf}`, { token });
    expect(
      (await rest('GET', `/api/queue/my-solicitations?cpf=${DEMO.firstVisit.cpf}`, { token }))
        .status,
    ).toBe(403);
    expect((await rest('GET', '/api/queue/my-solicitations?cpf=', { token })).status).toBe(400);
    await rest('PUT', '/api/users', { token, body: { id: 1, hasAcceptedTerms: true } });
    expect(
      (await rest('PUT', '/api/users', { token, body: { id: 1, cpf: DEMO.firstVisit.cpf } }))
        .status,
    ).toBe(409);
    const registered = await rest('POST', '/api/users/register', {
      body: {
        id: null,
        cpf: '39053344705',
        name: 'Joana Teste',
        email: 'joana@exemplo.com.br',
        cellphone: '21987654321',
        password: 'Segura@2026',
      },
    });
    expect(registered.status).toBe(201);
    expect(
      (
        await rest('POST', '/api/users/register', {
          body: {
            cpf: '39053344705',
            name: 'Joana Teste',
            email: 'joana@exemplo.com.br',
            cellphone: '21987654321',
            password: 'Segura@2026',
          },
        })
      ).status,
    ).toBe(409);
    expect(
      (await rest('POST', '/api/users/login-google', { body: { token: 'nope' } })).status,
    ).toBe(401);
    await rest('GET', '/api/rss-feeds');
  });

  it('answers the Portal Gerencial REST operations', async () => {
    const token = await login('admin');
    await rest('PUT', '/api/clients', { token, body: { id: 1, hasAcceptedTerms: true } });
    await rest('GET', '/api/users?clientId=1&clientUserId=1', { token });
    expect((await rest('GET', '/api/users?clientId=2&clientUserId=1', { token })).status).toBe(403);
    await rest('PUT', '/api/users/update-password', {
      token,
      body: { id: 4, password: '12345678909' },
    });

    const news = await rest('POST', '/api/noticias', {
      token,
      body: {
        titulo: 'Mutirão de exames',
        descricao: 'Sábado tem mutirão.',
        link: null,
        dataPublicacao: tomorrow(),
        dataExpiracao: tomorrow(),
        clienteId: 1,
        categoriaPrincipal: 1,
        nomeArquivo: 'a.png',
        imagem: PNG,
        cidades: [],
      },
    });
    expect(news.status).toBe(201);
    const { id, arquivo } = news.body;
    await rest('GET', `/api/noticias/${id}`, { token });
    const image = await rest(
      'GET',
      `/api/public/attachment/folder-${arquivo.attachmentFolderId}/attachment-${arquivo.ane_id}/${arquivo.ane_nome_completo}`,
    );
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await rest('GET', '/api/public/attachment/folder-1/attachment-999/x.png')).status).toBe(
      404,
    );
    await rest('PUT', '/api/noticias', {
      token,
      body: { ...news.body, titulo: 'Mutirão de exames (novo)', imagem: null, nomeArquivo: null },
    });
    await rest('GET', '/api/noticias?clientId=1&limit=99', { token });
    await rest('DELETE', `/api/noticias?id=${id}`, { token });
    expect((await rest('GET', `/api/noticias/${id}`, { token })).status).toBe(404);

    const rss = await rest('POST', '/api/rss', {
      token,
      body: { link: 'https://www.saude.rj.gov.br/feed', status: true, clienteId: 1 },
    });
    expect(rss.status).toBe(201);
    await rest('GET', `/api/rss/${rss.body.id}`, { token });
    await rest('PUT', '/api/rss', { token, body: { ...rss.body, status: false } });
    await rest('GET', '/api/rss?limit=2', { token });
    await rest('GET', '/api/rss-feeds-validate?link=https://portal.fiocruz.br/rss.xml', { token });
    await rest('DELETE', `/api/rss?id=${rss.body.id}`, { token });

    const bot = await rest('POST', '/api/blip-bot', {
      token,
      body: { bbo_name: 'Bot de teste', bbo_blip_key: 'chave-de-teste-123', bbo_description: null },
    });
    await rest('PUT', '/api/blip-bot', {
      token,
      body: { ...bot.body, bbo_name: 'Bot de teste 2' },
    });
    await rest('POST', '/api/blip-bot/check-remove', { token, body: { bboId: 1 } });
    await rest('POST', '/api/blip-bot/remove-notification', {
      token,
      body: { arrayNoaIds: [3], cpfs: [DEMO.patient.cpf] },
    });
    await rest('DELETE', `/api/blip-bot?id=${bot.body.bbo_id}`, { token });
    await rest('GET', '/api/blip-bot?search=Vacina&isSearchByName=true', { token });

    await rest('GET', '/api/tipos-notificacoes', { token });
    await rest('GET', '/api/tipos-interacoes', { token });
    await rest('POST', '/api/validate-cpfs', { token, body: [DEMO.patient.cpf] });
    const sent = await rest('POST', '/api/immediate-notifications', {
      token,
      body: {
        sendAllCpf: false,
        cpfs: [DEMO.patient.cpf],
        title: 'Aviso',
        body: 'Mensagem de teste.',
        data: {},
        clientId: 1,
        onlyPush: false,
      },
    });
    await rest('GET', '/api/immediate-notifications?interactions=1', { token });
    await rest('GET', `/api/immediate-notifications/${sent.body.id}/recipients`, { token });
    await rest('GET', '/api/agendar-notificacoes', { token });
    await rest('GET', '/api/agendar-notificacoes/exibidas', { token });
    await rest('GET', '/api/agendar-notificacoes/filtro?isShowAgendadas=false&interaction=6', {
      token,
    });
    await rest('GET', '/api/agendar-notificacoes/destinatarios?noaId=1', { token });
    await rest('GET', '/api/agendar-notificacoes/horarios?nodId=1', { token });
    expect(
      (
        await rest('POST', '/api/agendar-notificacoes/horarios', {
          token,
          body: {
            noh_id_tipos_interacoes_notificacoes: 3,
            noh_id_notificacoes_agendadas_destinatarios: 1,
            noh_data: '2020-01-01',
            noh_hora: '09:00',
          },
        })
      ).status,
    ).toBe(400);
    await rest('POST', '/api/enviaNotificacao', {
      token,
      body: {
        cpfs: [DEMO.patient.cpf],
        title: 'Aviso',
        body: 'Teste.',
        data: {},
        clientId: 1,
        onlyPush: false,
      },
    });
    await rest('GET', '/clients/download-queue-example');
    // No such import: the contract's 404 (the whole undo is in import.test.ts).
    expect((await rest('POST', '/clients/import-queue-info/999999/undo', { token })).status).toBe(
      404,
    );
    expect(
      (
        await rest('POST', '/patients/envia-notificacao-em-massa', {
          token,
          body: { not_titulo: 'Aviso', not_mensagem: 'Teste.', not_cpf: [] },
        })
      ).status,
    ).toBe(400);
  });

  it('answers every GraphQL root field', async () => {
    const admin = await login('admin');
    await gql(docs.QueueClientsDocument, { code: '3302858' });
    await gql(docs.QueueServicesDocument, { client: '3302858' });
    await gql(docs.QueueStatusesDocument, { client: '3302858' });
    await gql(docs.QueueUnitHealthsDocument, { client: '3302858', role: 'EXECUTANTE' });
    await gql(docs.QueueProceduresDocument, { client: '3302858', service: 'EXAMES' });
    await gql(docs.SearchQueueDocument, {
      client: '3302858',
      service: 'EXAMES',
      procedure: 'COLONOSCOPIA',
      status: 'AGENDADO',
      requestingUnithealth: 'UBS Chatuba',
    });
    await gql(docs.SearchCitiesDocument, { uf: 'RJ' });
    await gql(docs.SearchCivilStatesDocument, {});
    await gql(docs.SearchDependentsDocument, {});
    await gql(docs.SearchCategoriesDocument, { clientId: 1 }, { token: admin });
    await gql(docs.SearchNewsDocument, { clientId: 1, title: 'vacina' }, { token: admin });
    await gql(docs.SearchStatusImportDocument, { clientId: 1 }, { token: admin });
    await gql(
      docs.SearchClientUserDocument,
      { clientId: 1, clientUserId: 1, filter: 'a' },
      { token: admin },
    );
    await gql(docs.GetClientConfigurationDocument, { codeClient: '3302858' }, { token: admin });
    await gql(
      docs.UpdateClientConfigurationDocument,
      { id: 1, clientConfiguration: { coc_ativo_portal: false } },
      { token: admin },
    );
    await gql(
      docs.SearchAppUsersDocument,
      { clientId: 1, clientUserId: 1, status: 1 },
      { token: admin },
    );
    const pending = (
      await gql(
        docs.SearchAppUsersDocument,
        { clientId: 1, clientUserId: 1, status: 1 },
        { token: admin },
      )
    ).data;
    await gql(
      docs.AuthorizeUserDocument,
      { id: pending.users_without_auth.rows[0]!.usu_id },
      { token: admin },
    );
    const user = await gql(
      docs.CreateClientUserDocument,
      {
        clientUser: {
          usc_nome_usuario: 'Carla Dias',
          usc_login: 'carla.dias',
          usc_senha: 'Segura@2026',
          usc_id_clientes: 1,
        },
      },
      { token: admin },
    );
    await gql(
      docs.UpdateClientUserDocument,
      {
        clientUser: {
          usc_id: user.data.create_client_user.usc_id,
          usc_nome_usuario: 'Carla Dias Souza',
          usc_id_clientes: 1,
        },
      },
      { token: admin },
    );
    await gql(
      docs.DeleteClientUserDocument,
      { id: user.data.create_client_user.usc_id },
      { token: admin },
    );
    await gql(docs.SearchClientUserRemovalsDocument, { clientId: 1 }, { token: admin });
    await gql(docs.CreateTalkToUsDocument, {
      talkToUs: {
        fac_nome: 'Ana',
        fac_email: 'ana@exemplo.com.br',
        fac_telefone: '21987654321',
        fac_descricao: 'Preciso de ajuda.',
      },
    });
    await gql(docs.PasswordResetLinkDocument, { hash: DEMO.resetHash });
    await gql(docs.PasswordResetDocument, { hash: DEMO.resetHash, usu_senha: 'Nova@2026x' });
    await gql(docs.CheckAuthenticityDocument, { userId: 1, token: await login('patient') });
    const news = {
      nov_titulo: 'Campanha',
      nov_descricao: 'Descrição da campanha.',
      nov_data_publicacao: tomorrow(),
      nov_data_expiracao: tomorrow(),
      nov_id_clientes: 1,
      nov_categoria_principal: 1,
    };
    const file = new File(
      [Uint8Array.from(atob(PNG.split(',')[1]!), (c) => c.charCodeAt(0))],
      'c.png',
      { type: 'image/png' },
    );
    const created = await multipartGql(
      docs.CreateNewsDocument.toString(),
      { news, file: null },
      { 'variables.file': file },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const saved = await gql(
      docs.SaveNewsDocument,
      { id: created.data.create_news!.nov_id, news: { ...news, nov_titulo: 'Campanha 2' } },
      { token: admin },
    );
    expect(saved.data.save_news.nov_titulo).toBe('Campanha 2');
    const createdUser = await multipartGql(
      docs.CreateUserDocument.toString(),
      {
        user: {
          usu_nome_usuario: 'Paulo Lima',
          usu_email: 'paulo@exemplo.com.br',
          usu_nome_mae: 'Rita Lima',
          usu_nascimento: '1990-01-02',
          usu_cpf: '39053344705',
          usu_cep: '26553000',
          usu_telefone: '21987654321',
          usu_senha: 'Segura@2026',
          usu_cod_ibge_municipio: '3302858',
          usu_id_estados_civis: 1,
        },
        files: [null],
      },
      { 'variables.files.0': file },
    );
    expect(createdUser.errors).toBeUndefined();
  });

  it('answers the panel realtime token: 401, 503 without a realtime server, 200 with one', async () => {
    expect((await rest('POST', '/api/panel/realtime-token')).status).toBe(401);
    const token = await login('panel');
    expect((await rest('POST', '/api/panel/realtime-token', { token })).status).toBe(503);
    setRealtimeTokenIssuer((uid) => ({ token: `signed-for-${uid}`, expiresAt: Date.now() + 1000 }));
    try {
      const renewed = await rest('POST', '/api/panel/realtime-token', { token });
      expect(renewed.body.realtimeToken).toMatch(/^signed-for-painel-\d+$/);
      const again = await rest('POST', '/api/panel/login', { body: DEMO.panel });
      expect(again.body.realtimeToken).toBe(renewed.body.realtimeToken);
    } finally {
      setRealtimeTokenIssuer(null);
    }
  });

  it('ends a panel session on logout: the same token is refused from then on', async () => {
    const token = await login('panel');
    const other = await login('panel');
    const page = { body: { curPage: 1, limit: 10, whereKey: null } };
    expect((await rest('POST', '/api/teleconsult/get-log', { token, ...page })).status).toBe(200);
    const out = await rest('POST', '/api/panel/logout', { token });
    expect(out.status).toBe(204);
    expect((await rest('POST', '/api/teleconsult/get-log', { token, ...page })).status).toBe(401);
    expect((await rest('POST', '/api/panel/realtime-token', { token })).status).toBe(401);
    expect((await rest('POST', '/api/panel/logout', { token })).status).toBe(401);
    expect((await rest('POST', '/api/panel/logout')).status).toBe(401);
    // Another login of the same operator (another tab, another machine) is not ended.
    expect((await rest('POST', '/api/teleconsult/get-log', { token: other, ...page })).status).toBe(
      200,
    );
  });

  it.each([
    ['patient', '/api/users/logout', '/api/queue/my-solicitations?cpf=' + DEMO.patient.cpf],
    ['admin', '/api/clients/logout', `/api/clients/dashboard?clientId=${DEMO.admin.clientId}`],
  ] as const)(
    'ends a %s session on logout: that token is refused, another stays',
    async (who, out, read) => {
      const token = await login(who);
      const other = await login(who);
      expect((await rest('GET', read, { token })).status).toBe(200);
      expect((await rest('POST', out, { token })).status).toBe(204);
      expect((await rest('GET', read, { token })).status).toBe(401);
      expect((await rest('POST', out, { token })).status).toBe(401);
      expect((await rest('POST', out)).status).toBe(401);
      expect((await rest('GET', read, { token: other })).status).toBe(200);
    },
  );

  it("answers panel replies the panel's own schemas accept", async () => {
    const token = await login('panel');
    const page = { curPage: 1, limit: 100, whereKey: null };
    const replies = {
      getTeleconsultLog: await rest('POST', '/api/teleconsult/get-log', { token, body: page }),
      getRooms: await rest('POST', '/api/rooms/get-rooms', { token, body: page }),
      getRoomsReport: await rest('POST', '/api/rooms/get-report-rooms', { token }),
      getVideoCallLogs: await rest('GET', '/api/videochamada-log/get-all', { token }),
      panelLogin: await rest('POST', '/api/panel/login', { body: DEMO.panel }),
    } as const;
    for (const [operation, reply] of Object.entries(replies)) {
      const parsed = panelReplies[operation as keyof typeof replies].safeParse(reply.body);
      expect(parsed.error, operation).toBeUndefined();
    }
    expect(replies.getTeleconsultLog.body.data.list.length).toBeGreaterThan(0);
    expect(replies.getVideoCallLogs.body.data.length).toBeGreaterThan(0);
  });

  it('answers the wait estimates and the queue flow of a client', async () => {
    const estimates = await gql(
      docs.WaitEstimatesDocument,
      { client: '3302858' },
      { expectErrors: false },
    );
    expect(estimates.data.queue_wait_estimates.rows.length).toBeGreaterThan(0);
    const flow = await gql(docs.QueueFlowDocument, { client: '3302858' }, { expectErrors: false });
    expect(flow.data.queue_flow.months).toHaveLength(12);
  });

  it('leaves no REST operation or GraphQL root field unexercised', () => {
    const missing = listOperations()
      .map((op) => op.operationId)
      .filter((id) => !exercised.has(id));
    const schema = graphqlSchema();
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((t) =>
      Object.keys(t?.getFields() ?? {}),
    );
    expect(missing).toEqual([]);
    expect(fields.filter((f) => !exercised.has(f))).toEqual([]);
  });
});

/** A GraphQL multipart request (uploads), validated like any other answer. */
async function multipartGql(
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, Blob>,
  token?: string,
) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set(
    'map',
    JSON.stringify(Object.fromEntries(Object.keys(files).map((path, i) => [String(i), [path]]))),
  );
  Object.values(files).forEach((file, i) => form.set(String(i), file));
  const response = await fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as {
    data: Record<string, { nov_id: number }>;
    errors?: unknown[];
  };
  // The replay cannot hold files: uploads go as absent variables.
  const replayed = Object.fromEntries(
    Object.entries(variables).filter(
      ([key]) => !Object.keys(files).some((p) => p.startsWith(`variables.${key}`)),
    ),
  );
  expect(
    validateGraphqlResponse({ query, variables: replayed, status: response.status, body }),
  ).toEqual([]);
  for (const definition of parse(query).definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const field of definition.selectionSet.selections)
      if (field.kind === Kind.FIELD) exercised.add(field.name.value);
  }
  return body;
}
