/**
 * Story data for the scheduled tab, made through the mock backend's own API (as an admin would):
 * the municipality's own patients' CPFs, and a scheduled notification with as many
 * recipients as a story needs.
 */
async function call(path: string, method: string, body?: unknown, token?: string) {
  const response = await fetch(path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * CPFs of `count` app users of this admin's municipality, as the app users' search lists them: a
 * send or schedule takes only its own municipality's patients.
 */
export async function patientCpfs(
  admin: { login: string; password: string },
  count: number,
  { notRecipientsOf }: { notRecipientsOf?: number } = {},
): Promise<string[]> {
  const { token, user } = (await call('/api/clients/login', 'POST', {
    login: admin.login,
    password: admin.password,
  })) as { token: string; user: { usc_id: number; usc_id_clientes: number } };
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query:
        'query ($c: Int!, $u: Int!, $n: Int!) { users_without_auth(clientId: $c, clientUserId: $u, limit: $n) { rows { usu_cpf } } }',
      variables: { c: user.usc_id_clientes, u: user.usc_id, n: 1000 },
    }),
  });
  // Those already recipients of a notification, left out (adding one again is refused).
  const taken = new Set<string>();
  if (notRecipientsOf) {
    const { rows } = (await call(
      `/api/agendar-notificacoes/destinatarios?noaId=${notRecipientsOf}`,
      'GET',
      undefined,
      token,
    )) as unknown as { rows: Array<{ nod_cpf: string }> };
    for (const row of rows) taken.add(row.nod_cpf.replace(/\D/g, ''));
  }
  const body = (await response.json()) as {
    data?: { users_without_auth?: { rows: Array<{ usu_cpf: string | null }> } };
  };
  const cpfs = (body.data?.users_without_auth?.rows ?? [])
    .flatMap((r) => (r.usu_cpf ? [r.usu_cpf.replace(/\D/g, '')] : []))
    .filter((cpf) => !taken.has(cpf))
    .slice(0, count);
  if (cpfs.length < count) throw new Error(`only ${cpfs.length} app users, ${count} asked`);
  return cpfs;
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Schedules a notification for `cpfs` (two days ahead, 10:00) as this admin; its id. */
export async function scheduleForStory(
  admin: { login: string; password: string },

  title: string,
  cpfs: string[],
  message = 'Mensagem de teste.',
) {
  const { token } = await call('/api/clients/login', 'POST', {
    login: admin.login,
    password: admin.password,
  });
  const schedule = [{ date_db: inDays(2), hour: '10:00' }];
  const created = await call(
    '/api/agendar-notificacoes',
    'POST',
    {
      form: {
        send: { radio: 0 },
        frequency: { listSchedule: schedule },
        receiver: { radio: 0, listCpf: cpfs.map((cpf) => ({ cpf, isRed: false })) },
        msg: { title, description: message, type: { value: 2, label: 'Lembrete' } },
      },
      notification: {
        title,
        body: message,
        typeId: 2,
        typeLabel: 'Lembrete',
        scheduleList: schedule,
        isSendNow: '0',
        blipBotId: null,
        isCall: '0',
      },
    },
    String(token),
  );
  return Number(created.id);
}
