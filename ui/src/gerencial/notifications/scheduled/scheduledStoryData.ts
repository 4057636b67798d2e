/**
 * Story data for the scheduled tab, made through the mock backend's own API (as an admin would):
 * valid CPFs, and a scheduled notification with as many recipients as a story needs.
 */
/** The n-th valid CPF of a fixed series (check digits computed), 11 digits. */
export function validCpf(n: number): string {
  const base = String(100_000_000 + n * 7919).slice(-9);
  const digit = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

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
