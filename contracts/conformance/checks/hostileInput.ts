/**
 * Hostile input that a backend must refuse before keeping anything (`--write` only: a backend
 * that wrongly accepts creates a news item or a schedule, which is removed at once and counted as
 * the problem). Lengths and types past the contract (contracts/src/limits.ts, the OpenAPI's
 * maxLength and maxItems), and a page disguised as a picture: a stored file is what its bytes say,
 * and is answered in a sandbox.
 */
import { NEWS_TITLE_MAX_LENGTH, RECIPIENTS_MAX } from '../../src/limits';
import { USER_FILE_HEADERS } from '../../src/storedFiles';
import { createdId, type Cleanup } from '../cleanup';
import { addDays, isoDate, PNG_1X1 } from '../steps/context';
import { scheduleRequest } from '../steps/notifications';
import type { Sessions } from './auth';
import type { Answer, Checker, ProblemList } from './checker';
import { statusProblem } from './checker';

const AS = 'admin token';

/** `n` distinct CPFs with right check digits (none of them a patient's). */
function cpfs(n: number): string[] {
  const digit = (base: string) => {
    let sum = 0;
    for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (base.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return Array.from({ length: n }, (_, i) => {
    const base = String(900_000_000 + i);
    const first = digit(base);
    return `${base}${first}${digit(base + first)}`;
  });
}

/** A page behind PNG's eight bytes: what a picture's first bytes cannot vouch for. */
const DISGUISED_PAGE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('<html><meta http-equiv="refresh" content="0;url=https://exemplo.invalid/"></html>'),
]).toString('base64');

interface Context {
  checker: Checker;
  cleanup: Cleanup;
  token: string;
  clientId: number;
  run: string;
  now: Date;
}

/** A news item the backend would take, but for what a case changes. */
async function newsBody({ checker, token, clientId, run, now }: Context) {
  const categories = await checker.graphql(
    'query ConformidadeCategorias($clientId: Int!) { categories(clientId: $clientId) { rows { cat_id } } }',
    { clientId },
    { token, as: AS },
  );
  const rows = (categories.data?.categories as { rows?: Array<{ cat_id: number }> } | undefined)
    ?.rows;
  return {
    id: null,
    titulo: `Conformidade ${run} hostil`,
    descricao: 'Notícia do teste de conformidade (entrada hostil).',
    link: null,
    dataPublicacao: isoDate(now),
    dataExpiracao: isoDate(addDays(now, 30)),
    clienteId: clientId,
    categoriaPrincipal: rows?.[0]?.cat_id ?? 1,
    cidades: [],
    nomeArquivo: 'conformidade.png',
    imagem: PNG_1X1,
  };
}

/**
 * What was created by a request that should have been refused is removed at once (registered
 * first, so the tour's cleanup removes it if this removal fails).
 */
async function removeCreated(ctx: Context, answer: Answer, path: string, asList = false) {
  const id = createdId(answer.body);
  if (id === undefined || answer.status >= 300) return;
  const remove = async () =>
    (
      await ctx.checker.send('api', 'DELETE', path, {
        token: ctx.token,
        as: AS,
        query: { id: asList ? [id] : id },
      })
    ).status < 300;
  const label = `${path} ${id} (hostile input)`;
  ctx.cleanup.add(label, remove);
  if (await remove()) ctx.cleanup.done(label);
}

async function lengths(ctx: Context, found: ProblemList) {
  const { checker, token } = ctx;
  const news = await newsBody(ctx);
  const refused = async (answer: Answer, path: string, expected = [400], asList = false) => {
    found.expect(answer, statusProblem(answer, expected));
    await removeCreated(ctx, answer, path, asList);
  };
  const postNews = (json: unknown, as: string) =>
    checker.send('api', 'POST', '/api/noticias', { token, as: `${AS}, ${as}`, json });
  await refused(
    await postNews({ ...news, titulo: { a: 1 } }, 'titulo as an object'),
    '/api/noticias',
  );
  await refused(
    await postNews({ ...news, titulo: 'x'.repeat(NEWS_TITLE_MAX_LENGTH * 20) }, 'a long titulo'),
    '/api/noticias',
  );
  await refused(
    await postNews({ ...news, nomeArquivo: `${'x'.repeat(100_000)}.png` }, 'nomeArquivo of 100 kB'),
    '/api/noticias',
  );
  for (const [raw, type, as] of [
    ['null', 'application/json', 'a JSON null'],
    [JSON.stringify([news]), 'application/json', 'a JSON list'],
    [JSON.stringify(news), 'text/plain', 'JSON sent as text/plain'],
  ] as const) {
    const answer = await checker.send('api', 'POST', '/api/noticias', {
      token,
      as: `${AS}, ${as}`,
      raw: { body: raw, type },
    });
    await refused(answer, '/api/noticias', type === 'text/plain' ? [400, 415] : [400]);
  }
  const schedule = scheduleRequest('x'.repeat(100_000), addDays(ctx.now, 1), cpfs(1)[0]!);
  await refused(
    await checker.send('api', 'POST', '/api/agendar-notificacoes', {
      token,
      as: `${AS}, a schedule title of 100 kB`,
      json: schedule,
    }),
    '/api/agendar-notificacoes',
    [400],
    true,
  );
  // A send keeps nothing to remove: CPFs of no patient, so no one is reached if it goes.
  const mass = await checker.send('api', 'POST', '/patients/envia-notificacao-em-massa', {
    token,
    as: `${AS}, ${RECIPIENTS_MAX + 1} CPFs`,
    json: { not_titulo: 'Conformidade', not_mensagem: 'Teste.', not_cpf: cpfs(RECIPIENTS_MAX + 1) },
  });
  found.expect(mass, statusProblem(mass, [400]));
  const cities = await checker.graphql(
    'query ConformidadeCidades { cities(offset: -3) { count rows { id } } }',
    {},
    { as: 'anonymous, a negative offset' },
  );
  found.expect(
    cities,
    cities.status === 400 || cities.errors?.length
      ? null
      : 'a negative offset answered rows instead of an error',
  );
}

async function fileType(ctx: Context, found: ProblemList) {
  const { checker, token } = ctx;
  const news = await newsBody(ctx);
  for (const declared of ['text/html', 'image/png']) {
    const answer = await checker.send('api', 'POST', '/api/noticias', {
      token,
      as: `${AS}, a page behind PNG's first bytes, declared ${declared}`,
      json: { ...news, imagem: `data:${declared};base64,${DISGUISED_PAGE}` },
    });
    found.expect(answer, statusProblem(answer, [400]));
    await removeCreated(ctx, answer, '/api/noticias');
  }
  // A whole PNG declared as a page: taken as the PNG it is (or refused), never answered as a page.
  const png = await checker.send('api', 'POST', '/api/noticias', {
    token,
    as: `${AS}, a whole PNG declared text/html`,
    json: { ...news, imagem: PNG_1X1.replace('data:image/png', 'data:text/html') },
  });
  found.expect(png, statusProblem(png, [201, 400]));
  if (png.status === 201) {
    const path = (png.body as { arquivo?: { ane_caminho?: unknown } } | null)?.arquivo?.ane_caminho;
    if (typeof path !== 'string') found.expect(png, 'the created news has no arquivo.ane_caminho');
    else {
      const file = await checker.send('api', 'GET', path.replace(/^https?:\/\/[^/]+/, ''), {
        as: 'anonymous, its attachment',
      });
      const header = (name: string) => file.headers?.get(name) ?? null;
      const type = header('content-type')?.split(';')[0]?.trim() ?? null;
      found.expect(
        file,
        statusProblem(file, [200]) ??
          (type !== 'image/png' ? `answered as ${String(type)}, its bytes are a PNG` : null),
      );
      for (const [name, value] of Object.entries(USER_FILE_HEADERS))
        found.expect(
          file,
          header(name) !== value && `${name} is ${String(header(name))}, expected ${value}`,
        );
    }
  }
  await removeCreated(ctx, png, '/api/noticias');
}

export async function hostileInputChecks(
  checker: Checker,
  sessions: Sessions,
  cleanup: Cleanup,
  write: { run: string; now: Date } | null,
  needsWrite: string,
) {
  const ids = ['hostile.lengths', 'hostile.file-type'] as const;
  if (!write) {
    for (const id of ids) checker.skip(id, needsWrite);
    return;
  }
  if (!sessions.admin || sessions.adminClientId === undefined) {
    for (const id of ids) checker.skip(id, 'the admin login failed');
    return;
  }
  const ctx: Context = {
    checker,
    cleanup,
    token: sessions.admin,
    clientId: sessions.adminClientId,
    ...write,
  };
  await checker.run('hostile.lengths', (found) => lengths(ctx, found));
  await checker.run('hostile.file-type', (found) => fileType(ctx, found));
}
