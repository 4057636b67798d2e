/**
 * State (`--write` only): for news, RSS feeds, chatbots, client users and scheduled notifications,
 * create → read back → update → read back → delete → gone, and the created item in the list's
 * count. Everything is named 'Conformidade <run>' and registered for removal the moment it exists,
 * so a check that fails halfway still leaves nothing behind (the tour removes what remains).
 */
import { addDays, isoDate, PNG_1X1, type Accounts } from '../steps/context';
import { scheduleRequest } from '../steps/notifications';
import type { Answer, Checker, ProblemList } from './checker';
import { messageOf, statusProblem } from './checker';
import type { Sessions } from './auth';
import { createdId, type Cleanup } from '../cleanup';

interface Context {
  checker: Checker;
  accounts: Accounts;
  cleanup: Cleanup;
  token: string;
  clientId: number;
  clientUserId: number;
  run: string;
  now: Date;
}

const AS = 'admin token';
const body = <T>(answer: Answer) => answer.body as T;
const countOf = (answer: Answer) => (answer.body as { count?: unknown } | null)?.count;

/**
 * A create's answer: whatever its status, an id in it is registered for removal at once (a backend
 * that answers 200 instead of 201 still created something); answers the id when it was a 201.
 */
function registerCreated(
  found: ProblemList,
  cleanup: Cleanup,
  answer: Answer,
  {
    label,
    field = 'id',
    remove,
  }: { label: string; field?: string; remove: (id: number) => Promise<boolean> },
): { id: number; label: string } | undefined {
  const id = createdId(answer.body, field);
  if (id !== undefined) cleanup.add(`${label} ${id}`, () => remove(id));
  const problem =
    statusProblem(answer, [201]) ?? (id === undefined ? `no ${field} in the answer` : null);
  found.expect(answer, problem);
  return problem || id === undefined ? undefined : { id, label: `${label} ${id}` };
}

/** `expected` in `answer` or a problem; answers the body when the status is right. */
function expectStatus<T>(found: ProblemList, answer: Answer, expected: number[]): T | undefined {
  const problem = statusProblem(answer, expected);
  found.expect(answer, problem);
  return problem ? undefined : body<T>(answer);
}

/** A REST resource with a list counted by client, a create, a read by id, an update and a delete. */
interface RestResource<Sent> {
  name: string;
  path: string;
  sent: Sent;
  updated: Sent;
  /** Why what was read back is not what was sent, or null. */
  differs: (read: Record<string, unknown>, sent: Sent) => string | null;
}

async function restLifecycle<Sent extends object>(
  { checker, cleanup, token, clientId }: Context,
  found: ProblemList,
  { name, path, sent, updated, differs }: RestResource<Sent>,
) {
  const list = () =>
    checker.send('api', 'GET', path, { token, as: AS, query: { clientId, limit: 1, offset: 0 } });
  const before = countOf(await list());
  const expectCount = (answer: Answer, count: unknown, when: string) =>
    found.expect(
      answer,
      typeof before === 'number' &&
        countOf(answer) !== count &&
        `the list counts ${String(countOf(answer))} ${when}, ${before} before the create`,
    );
  const remove = (id: number) =>
    checker.send('api', 'DELETE', path, { token, as: AS, query: { id } });
  const created = registerCreated(
    found,
    cleanup,
    await checker.send('api', 'POST', path, { token, as: AS, json: sent }),
    { label: name, remove: async (id) => (await remove(id)).status < 300 },
  );
  if (!created) return;
  const { label } = created;
  const readBack = async (expected: Sent, what: string) => {
    const answer = await checker.send('api', 'GET', `${path}/${created.id}`, { token, as: AS });
    const read = expectStatus<Record<string, unknown>>(found, answer, [200]);
    if (read) {
      const problem = differs(read, expected);
      found.expect(answer, problem && `${what}: ${problem}`);
    }
  };
  await readBack(sent, 'created');
  const counted = await list();
  expectCount(counted, typeof before === 'number' ? before + 1 : before, 'after the create');
  expectStatus(
    found,
    await checker.send('api', 'PUT', path, { token, as: AS, json: { ...updated, id: created.id } }),
    [200],
  );
  await readBack(updated, 'updated');
  expectStatus(found, await remove(created.id), [200]);
  cleanup.done(label);
  const gone = await checker.send('api', 'GET', `${path}/${created.id}`, { token, as: AS });
  found.expect(gone, statusProblem(gone, [404]));
  expectCount(await list(), before, 'after the delete');
}

async function newsLifecycle(ctx: Context, found: ProblemList) {
  const { checker, token, clientId, run, now } = ctx;
  const categories = await checker.graphql(
    'query ConformidadeCategorias($clientId: Int!) { categories(clientId: $clientId) { rows { cat_id } } }',
    { clientId },
    { token, as: AS },
  );
  const rows = (categories.data?.categories as { rows?: Array<{ cat_id: number }> } | undefined)
    ?.rows;
  const sent = {
    id: null,
    titulo: `Conformidade ${run} estado`,
    descricao: 'Notícia do teste de conformidade (estado).',
    link: 'https://www.gov.br/saude/pt-br',
    dataPublicacao: isoDate(now),
    dataExpiracao: isoDate(addDays(now, 30)),
    clienteId: clientId,
    categoriaPrincipal: rows?.[0]?.cat_id ?? 1,
    cidades: [],
    nomeArquivo: 'conformidade.png' as string | null,
    imagem: PNG_1X1 as string | null,
  };
  await restLifecycle(ctx, found, {
    name: 'news',
    path: '/api/noticias',
    sent,
    updated: { ...sent, titulo: `${sent.titulo} alterada`, nomeArquivo: null, imagem: null },
    differs: (read, expected) =>
      read.titulo !== expected.titulo || read.link !== expected.link
        ? `read back as '${String(read.titulo)}' (${String(read.link)}), sent '${expected.titulo}' (${expected.link})`
        : null,
  });
}

async function rssLifecycle(ctx: Context, found: ProblemList) {
  const sent = {
    id: null,
    link: `https://www.gov.br/saude/conformidade-estado-${ctx.run}.xml`,
    status: true,
    clienteId: ctx.clientId,
  };
  await restLifecycle(ctx, found, {
    name: 'RSS',
    path: '/api/rss',
    sent,
    updated: { ...sent, status: false },
    differs: (read, expected) =>
      read.link !== expected.link || read.status !== expected.status
        ? `read back as ${String(read.link)} (status ${String(read.status)}), expected ${expected.link} (status ${expected.status})`
        : null,
  });
}

async function botLifecycle({ checker, cleanup, token, run }: Context, found: ProblemList) {
  const name = `Conformidade ${run} estado`;
  const search = () =>
    checker.send('api', 'GET', '/api/blip-bot', {
      token,
      as: AS,
      query: { search: name, isSearchByName: true },
    });
  const all = () => checker.send('api', 'GET', '/api/blip-bot', { token, as: AS });
  const before = countOf(await all());
  const sent = {
    bbo_id: 0,
    bbo_name: name,
    bbo_blip_key: `Y29uZm9ybWlkYWRlZXN0YWRv${run}`,
    bbo_description: 'Bot do teste de conformidade (estado).',
  };
  const remove = (id: number) =>
    checker.send('api', 'DELETE', '/api/blip-bot', { token, as: AS, query: { id } });
  const made = registerCreated(
    found,
    cleanup,
    await checker.send('api', 'POST', '/api/blip-bot', { token, as: AS, json: sent }),
    { label: 'chatbot', field: 'bbo_id', remove: async (id) => (await remove(id)).status < 300 },
  );
  if (!made) return;
  const created = { bbo_id: made.id };
  const { label } = made;
  const found1 = async (description: string | null) => {
    const answer = await search();
    const page = expectStatus<{ rows?: Array<{ bbo_id: number; bbo_description: string | null }> }>(
      found,
      answer,
      [200],
    );
    const bot = page?.rows?.find((row) => row.bbo_id === created.bbo_id);
    if (page)
      found.expect(
        answer,
        description === null
          ? bot !== undefined && 'the deleted bot is still found by name'
          : !bot
            ? 'the bot is not found by its name'
            : bot.bbo_description !== description &&
              `found with '${bot.bbo_description}', expected '${description}'`,
      );
  };
  await found1(sent.bbo_description);
  const counted = await all();
  found.expect(
    counted,
    typeof before === 'number' &&
      countOf(counted) !== before + 1 &&
      `the list counts ${String(countOf(counted))} after the create, ${before} before`,
  );
  const description = 'Bot do teste de conformidade (alterado).';
  expectStatus(
    found,
    await checker.send('api', 'PUT', '/api/blip-bot', {
      token,
      as: AS,
      json: { ...sent, bbo_id: created.bbo_id, bbo_description: description },
    }),
    [200],
  );
  await found1(description);
  expectStatus(found, await remove(created.bbo_id), [200]);
  cleanup.done(label);
  await found1(null);
}

async function clientUserLifecycle(
  { checker, cleanup, token, clientId, clientUserId, run }: Context,
  found: ProblemList,
) {
  const gql = (query: string, variables: Record<string, unknown>) =>
    checker.graphql(query, variables, { token, as: AS });
  const search = async (filter?: string) => {
    const answer = await gql(
      'query ConformidadeUsuarios($clientId: Int!, $clientUserId: Int!, $filter: String) { search_client_user(clientId: $clientId, clientUserId: $clientUserId, filter: $filter) { count rows { usc_id usc_nome_usuario } } }',
      { clientId, clientUserId, ...(filter && { filter }) },
    );
    return {
      answer,
      result: answer.data?.search_client_user as
        { count: number; rows: Array<{ usc_id: number; usc_nome_usuario: string }> } | undefined,
    };
  };
  const before = (await search()).result?.count;
  const name = `Conformidade ${run} estado`;
  const created = await gql(
    'mutation ConformidadeCriaUsuario($clientUser: ClientUserInput!) { create_client_user(clientUser: $clientUser) { usc_id usc_nome_usuario } }',
    {
      clientUser: {
        usc_nome_usuario: name,
        usc_login: `conformidade-${run}-e`,
        usc_senha: 'Segura@2026',
        usc_id_clientes: clientId,
      },
    },
  );
  const user = created.data?.create_client_user as { usc_id: number } | undefined;
  found.expect(
    created,
    !user && `not created (${created.errors?.map((e) => e.message).join('; ') ?? created.status})`,
  );
  if (!user) return;
  const label = `client user ${user.usc_id}`;
  const remove = () =>
    gql(
      'mutation ConformidadeApagaUsuario($id: Int!) { delete_client_user(id: $id) { __typename } }',
      { id: user.usc_id },
    );
  cleanup.add(label, async () => !(await remove()).errors?.length);
  const expectFound = async (filter: string, present: boolean) => {
    const { answer, result } = await search(filter);
    const has = result?.rows.some((row) => row.usc_id === user.usc_id);
    found.expect(
      answer,
      !result
        ? 'the search failed'
        : has !== present && (present ? `not found by '${filter}'` : `still found by '${filter}'`),
    );
  };
  await expectFound(name, true);
  const counted = await search();
  found.expect(
    counted.answer,
    typeof before === 'number' &&
      counted.result?.count !== before + 1 &&
      `the list counts ${counted.result?.count} after the create, ${before} before`,
  );
  const renamed = `${name} renomeado`;
  const updated = await gql(
    'mutation ConformidadeAlteraUsuario($clientUser: ClientUserUpdateInput!) { update_client_user(clientUser: $clientUser) { usc_id } }',
    { clientUser: { usc_id: user.usc_id, usc_nome_usuario: renamed, usc_id_clientes: clientId } },
  );
  found.expect(
    updated,
    !updated.data?.update_client_user &&
      `not updated (${updated.errors?.map((e) => e.message).join('; ')})`,
  );
  await expectFound('renomeado', true);
  const deleted = await remove();
  found.expect(deleted, (deleted as { errors?: unknown[] }).errors?.length ? 'not deleted' : null);
  cleanup.done(label);
  await expectFound(name, false);
}

/** The contract's words for a user that is not the client's: a rule's refusal must say more. */
const GENERIC_REFUSAL = 'Não foi possível remover.';
const CLIENT_USER_FIELDS = 'usc_id usc_nome_usuario usc_login usc_id_clientes';
const SEARCH_CLIENT_USERS = `query ConformidadeUsuariosRegras($clientId: Int!, $clientUserId: Int!) { search_client_user(clientId: $clientId, clientUserId: $clientUserId) { count rows { ${CLIENT_USER_FIELDS} } } }`;
const CREATE_CLIENT_USER = `mutation ConformidadeCriaUsuarioRegras($clientUser: ClientUserInput!) { create_client_user(clientUser: $clientUser) { ${CLIENT_USER_FIELDS} } }`;
const DELETE_CLIENT_USER =
  'mutation ConformidadeRemoveUsuarioRegras($id: Int!) { delete_client_user(id: $id) { success message } }';
const CLIENT_USER_REMOVALS =
  'query ConformidadeRemocoes($clientId: Int!) { client_user_removals(clientId: $clientId) { count rows { ruc_usc_id ruc_login ruc_removido_por_id ruc_removido_em } } }';

interface ListedUser {
  usc_id: number;
  usc_nome_usuario: string;
  usc_login: string;
  usc_id_clientes: number;
}

/**
 * The account rules: a login of its own (within its rule, unique), no removal of one's own account
 * nor of a client's last one (each refusal with a message, nothing removed), and every removal
 * recorded. What it creates is named 'Conformidade <run>' and registered for removal at once.
 */
async function clientUserRules(
  { checker, cleanup, token, clientId, clientUserId, run, accounts }: Context,
  found: ProblemList,
) {
  const gql = (query: string, variables: Record<string, unknown>, as = AS, bearer = token) =>
    checker.graphql(query, variables, { token: bearer, as });
  const list = async (id = clientId, userId = clientUserId, as = AS, bearer = token) => {
    const answer = await gql(
      SEARCH_CLIENT_USERS,
      { clientId: id, clientUserId: userId },
      as,
      bearer,
    );
    const result = answer.data?.search_client_user as
      { count: number; rows: ListedUser[] } | undefined;
    return { answer, rows: result?.rows };
  };
  const create = (login: string, name = `Conformidade ${run} regras`) =>
    gql(CREATE_CLIENT_USER, {
      clientUser: {
        usc_nome_usuario: name,
        usc_login: login,
        usc_senha: 'Segura@2026',
        usc_id_clientes: clientId,
      },
    });
  const remove = (id: number, as = AS, bearer = token) =>
    gql(DELETE_CLIENT_USER, { id }, as, bearer);
  const removal = (answer: Awaited<ReturnType<typeof remove>>) =>
    answer.data?.delete_client_user as { success?: boolean; message?: string | null } | undefined;
  /** Whatever a create answered, an id in it is removed at the end. */
  const keep = (answer: Awaited<ReturnType<typeof create>>) => {
    const id = (answer.data?.create_client_user as { usc_id?: unknown } | null | undefined)?.usc_id;
    if (typeof id === 'number')
      cleanup.add(`client user ${id}`, async () => Boolean(removal(await remove(id))?.success));
    return typeof id === 'number' ? id : undefined;
  };
  const refusedWith = (answer: Awaited<ReturnType<typeof create>>, code: string) => {
    const error = answer.errors?.[0];
    if (keep(answer) !== undefined) return 'created, expected a refusal';
    if (!error) return `expected a GraphQL error ${code}, got none`;
    if (error.extensions?.code !== code)
      return `expected the error code ${code}, got ${error.extensions?.code ?? 'none'}`;
    return error.message ? null : 'the error carries no message';
  };

  const before = await list();
  const ownLogin = before.rows?.find((u) => u.usc_id === clientUserId)?.usc_login;
  for (const login of [`Conformidade ${run}`, `conformidade_${run}`, 'cf']) {
    const answer = await create(login);
    found.expect(answer, refusedWith(answer, 'BAD_USER_INPUT'));
  }
  const taken = await create(ownLogin ?? accounts.admin.login);
  found.expect(taken, refusedWith(taken, 'CONFLICT'));
  const after = await list();
  found.expect(
    after.answer,
    before.rows &&
      after.rows?.length !== before.rows.length &&
      `the list counts ${after.rows?.length} after refused creates, ${before.rows.length} before`,
  );

  const login = `conformidade-${run}-r`;
  const name = `Conformidade ${run} regras`;
  const created = await create(login, name);
  const id = keep(created);
  found.expect(created, id === undefined && `not created (${messageOf(created.body)})`);
  if (id !== undefined) {
    const listed = (await list()).rows?.find((u) => u.usc_id === id);
    found.expect(
      created,
      listed?.usc_login !== login &&
        `listed with login '${listed?.usc_login}', expected '${login}'`,
    );
    const byLogin = await checker.send('api', 'POST', '/api/clients/login', {
      json: { login, password: 'Segura@2026' },
      as: 'the created user',
    });
    found.expect(byLogin, statusProblem(byLogin, [200]));
    const byName = await checker.send('api', 'POST', '/api/clients/login', {
      json: { login: name, password: 'Segura@2026' },
      as: 'the created user, by name',
    });
    found.expect(byName, statusProblem(byName, [401]));
    const removed = await remove(id);
    found.expect(
      removed,
      !removal(removed)?.success && `not removed (${removal(removed)?.message})`,
    );
    if (removal(removed)?.success) cleanup.done(`client user ${id}`);
    const record = await gql(CLIENT_USER_REMOVALS, { clientId });
    const rows = (
      record.data?.client_user_removals as
        | {
            rows: Array<{
              ruc_usc_id: number;
              ruc_login: string;
              ruc_removido_por_id: number;
              ruc_removido_em: string;
            }>;
          }
        | undefined
    )?.rows;
    const entry = rows?.find((r) => r.ruc_usc_id === id);
    found.expect(
      record,
      !rows
        ? `the record could not be read (${messageOf(record.body)})`
        : !entry
          ? 'the removal is not in client_user_removals'
          : entry.ruc_removido_por_id !== clientUserId
            ? `recorded as removed by ${entry.ruc_removido_por_id}, expected ${clientUserId}`
            : Number.isNaN(Date.parse(entry.ruc_removido_em)) &&
              `ruc_removido_em '${entry.ruc_removido_em}' is no instant`,
    );
  }

  const refusedRemoval = async (
    userId: number,
    listOf: () => ReturnType<typeof list>,
    as: string,
    bearer: string,
  ) => {
    const answer = await remove(userId, as, bearer);
    const result = removal(answer);
    found.expect(
      answer,
      result?.success !== false
        ? `expected success false, got ${result ? 'success true' : messageOf(answer.body) || 'no answer'}`
        : !result.message
          ? 'the refusal carries no message saying why'
          : result.message.trim() === GENERIC_REFUSAL &&
            `the refusal says only '${GENERIC_REFUSAL}', not why`,
    );
    const still = (await listOf()).rows?.some((u) => u.usc_id === userId);
    found.expect(answer, still === false && 'the account was removed');
  };
  await refusedRemoval(clientUserId, () => list(), AS, token);

  // The last account: the other municipality's admin, when that account is its client's only one.
  const other = await checker.send('api', 'POST', '/api/clients/login', {
    json: accounts.otherAdmin,
    as: 'another municipality’s admin',
  });
  const session = other.body as {
    token?: string;
    user?: { usc_id?: number; usc_id_clientes?: number };
  } | null;
  if (
    other.status === 200 &&
    session?.token &&
    session.user?.usc_id &&
    session.user.usc_id_clientes
  ) {
    const { token: bearer, user } = session as {
      token: string;
      user: { usc_id: number; usc_id_clientes: number };
    };
    const as = 'another municipality’s admin';
    const listOther = () => list(user.usc_id_clientes, user.usc_id, as, bearer);
    const theirs = await listOther();
    if (theirs.rows?.length === 1) await refusedRemoval(user.usc_id, listOther, as, bearer);
  }
}

async function scheduledLifecycle(
  { checker, cleanup, token, run, now, accounts }: Context,
  found: ProblemList,
) {
  const title = `Conformidade ${run} estado`;
  const day = addDays(now, 1);
  const filter = () =>
    checker.send('api', 'GET', '/api/agendar-notificacoes/filtro', {
      token,
      as: AS,
      query: { isShowAgendadas: true, title, hasWhere: true },
    });
  const removeId = (id: number) =>
    checker.send('api', 'DELETE', '/api/agendar-notificacoes', {
      token,
      as: AS,
      query: { id: [id] },
    });
  const created = registerCreated(
    found,
    cleanup,
    await checker.send('api', 'POST', '/api/agendar-notificacoes', {
      token,
      as: AS,
      json: scheduleRequest(title, day, accounts.patient.cpf),
    }),
    { label: 'scheduled notification', remove: async (id) => (await removeId(id)).status < 300 },
  );
  if (!created) return;
  const noaId = created.id;
  const { label } = created;
  const remove = () => removeId(noaId);
  const rows = async <T>(path: string, query: Record<string, number>) => {
    const answer = await checker.send('api', 'GET', path, { token, as: AS, query });
    return { answer, rows: expectStatus<{ rows?: T[] }>(found, answer, [200])?.rows ?? [] };
  };
  const schedule = async () => {
    const { answer, rows: list } = await (async () => {
      const a = await filter();
      return {
        answer: a,
        rows:
          expectStatus<{ rows?: Array<{ noa_id: number; noa_mensagem: string }> }>(found, a, [200])
            ?.rows ?? [],
      };
    })();
    return { answer, row: list.find((r) => r.noa_id === noaId), list };
  };
  const first = await schedule();
  found.expect(first.answer, !first.row && 'the schedule is not found by its title');
  const recipients = await rows<{ nod_id: number; nod_cpf: string }>(
    '/api/agendar-notificacoes/destinatarios',
    { noaId },
  );
  const own = recipients.rows.find((r) => r.nod_cpf.replace(/\D/g, '') === accounts.patient.cpf);
  found.expect(recipients.answer, !own && `its recipient ${accounts.patient.cpf} is not listed`);
  if (own) {
    const times = await rows<{ noh_data: string; noh_hora: string }>(
      '/api/agendar-notificacoes/horarios',
      { nodId: own.nod_id },
    );
    found.expect(
      times.answer,
      !times.rows.some(
        (t) => t.noh_hora.startsWith('15:00') && t.noh_data.startsWith(isoDate(day)),
      ) && `its time ${isoDate(day)} 15:00 is not listed`,
    );
  }
  const added = expectStatus<{ id: number }>(
    found,
    await checker.send('api', 'POST', '/api/agendar-notificacoes/destinatarios', {
      token,
      as: AS,
      json: { nod_id_notificacoes_agendadas: noaId, nod_cpf: accounts.otherCpf },
    }),
    [201],
  );
  if (added) {
    const again = await rows<{ nod_id: number }>('/api/agendar-notificacoes/destinatarios', {
      noaId,
    });
    found.expect(
      again.answer,
      !again.rows.some((r) => r.nod_id === added.id) && 'the added recipient is not listed',
    );
    const time = expectStatus<{ id: number }>(
      found,
      await checker.send('api', 'POST', '/api/agendar-notificacoes/horarios', {
        token,
        as: AS,
        json: {
          noh_id_tipos_interacoes_notificacoes: 3,
          noh_id_notificacoes_agendadas_destinatarios: added.id,
          noh_data: isoDate(day),
          noh_hora: '19:30',
        },
      }),
      [201],
    );
    if (time) {
      const times = await rows<{ noh_id: number }>('/api/agendar-notificacoes/horarios', {
        nodId: added.id,
      });
      found.expect(
        times.answer,
        !times.rows.some((t) => t.noh_id === time.id) && 'the added time is not listed',
      );
    }
  }
  const message = 'Lembrete alterado pelo teste de conformidade (estado).';
  expectStatus(
    found,
    await checker.send('api', 'PUT', '/api/agendar-notificacoes', {
      token,
      as: AS,
      json: {
        id: noaId,
        noa_id_tipos_notificacoes: 2,
        noa_titulo: title,
        noa_mensagem: message,
        noa_extra_datas: null,
        noa_id_blip_bots: null,
      },
    }),
    [200],
  );
  const changed = await schedule();
  found.expect(
    changed.answer,
    changed.row?.noa_mensagem !== message &&
      `its message reads '${changed.row?.noa_mensagem}', expected '${message}'`,
  );
  expectStatus(found, await remove(), [200]);
  cleanup.done(label);
  const gone = await schedule();
  found.expect(
    gone.answer,
    gone.row !== undefined && 'the removed schedule is still found by its title',
  );
}

export async function stateChecks(
  checker: Checker,
  sessions: Sessions,
  cleanup: Cleanup,
  run: string,
  now: Date,
  accounts: Accounts,
) {
  const ids = [
    'state.news',
    'state.rss',
    'state.bots',
    'state.client-users',
    'state.client-user-rules',
    'state.scheduled',
  ] as const;
  if (!sessions.admin || sessions.adminClientId === undefined) {
    for (const id of ids) checker.skip(id, 'the admin login failed');
    return;
  }
  const ctx: Context = {
    checker,
    accounts,
    cleanup,
    token: sessions.admin,
    clientId: sessions.adminClientId,
    clientUserId: sessions.adminClientUserId ?? 0,
    run,
    now,
  };
  await checker.run('state.news', (found) => newsLifecycle(ctx, found));
  await checker.run('state.rss', (found) => rssLifecycle(ctx, found));
  await checker.run('state.bots', (found) => botLifecycle(ctx, found));
  await checker.run('state.client-users', (found) => clientUserLifecycle(ctx, found));
  await checker.run('state.client-user-rules', (found) => clientUserRules(ctx, found));
  await checker.run('state.scheduled', (found) => scheduledLifecycle(ctx, found));
}
