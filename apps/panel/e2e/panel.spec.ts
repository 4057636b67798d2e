/**
 * The control panel against the sandbox: login, and the realtime database
 * through the real firebase SDK (changes live, manual removal with its log entry, automatic removal
 * of a stale room). Tagged @sandbox-only: they need the sandbox's realtime server.
 */
import { expect, test } from '@playwright/test';
import { DEMO } from '@portal/mocks/seed/people';
import { logEntrySchema, ROOM_REMOVAL_REASONS, webRoomPath } from '@portal/contracts/realtime';
import { expectNoSeriousA11yViolations } from '../../portal/e2e/axe';
import { loginPanel, openRealtime, randomCpf, testRoom, type RealtimeDb } from './helpers';

const PANEL = '/clientes/painel';

test('the login modal covers every panel screen until the API accepts the pair @sandbox-only', async ({
  page,
}) => {
  await page.goto(`${PANEL}/log`);
  const dialog = page.getByRole('dialog', { name: 'Acesso ao painel' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(dialog.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');

  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog.getByText('Informe os dados para realizar o acesso')).toBeVisible();
  await dialog.getByLabel('Login').fill(DEMO.panel.login);
  await dialog.getByLabel('Senha', { exact: false }).first().fill('senha-errada');
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog.getByText('Login ou Senha incorretos')).toBeVisible();

  await dialog.getByLabel('Senha', { exact: false }).first().fill(DEMO.panel.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Log de movimentação' })).toBeVisible();
  // The session survives a reload of the tab.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Log de movimentação' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an expired session brings the login modal back @sandbox-only', async ({ page }) => {
  await page.addInitScript(() =>
    sessionStorage.setItem(
      'painel.sessao',
      JSON.stringify({ token: 'panel.vencido', expiresAt: Date.now() - 1 }),
    ),
  );
  await page.goto(PANEL);
  await expect(page.getByRole('dialog', { name: 'Acesso ao painel' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('painel.sessao'))).toBeNull();
});

test('with two panel tabs open, one holds the automatic-removal lock; the other takes over when it closes @sandbox-only', async ({
  context,
  request,
}) => {
  const first = await context.newPage();
  await loginPanel(first, request);
  await first.goto(`${PANEL}/sala`);
  await expect(first.getByText(/^\d+ salas?$/)).toBeVisible();
  const second = await context.newPage();
  await loginPanel(second, request);
  await second.goto(`${PANEL}/sala`);
  await expect(second.getByText(/^\d+ salas?$/)).toBeVisible();

  const locks = () =>
    second.evaluate(async () => {
      const state = await navigator.locks.query();
      const mine = (list: LockInfo[] | undefined) =>
        (list ?? []).filter((lock) => lock.name === 'painel.remocao-automatica').length;
      return { held: mine(state.held), pending: mine(state.pending) };
    });
  await expect.poll(locks).toEqual({ held: 1, pending: 1 });
  await first.close();
  await expect.poll(locks).toEqual({ held: 1, pending: 0 });
});

/**
 * The sandbox's rooms froze after the simulator's first step. The sandbox runs the
 * simulator at its normal 4 s tick; this waits until it has run for 90 s of wall time (no wait
 * when the run's earlier tests took that long), then watches a simulated room change on screen.
 */
test('90 s after the sandbox started, simulated rooms still change level and update time @sandbox-only', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const config = (await (await request.get('/__sandbox/config.json')).json()) as {
    realtime: { startedAt: string | null };
  };
  expect(config.realtime.startedAt).not.toBeNull();
  const wait = Date.parse(config.realtime.startedAt!) + 90_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));

  await loginPanel(page, request);
  await page.goto(`${PANEL}/sala`);
  const table = page.getByRole('table', { name: 'Salas em tempo real do Minha Consulta' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Conectado/ })).toHaveText(
    'Conectado em tempo real',
  );
  // Each room's patient level and 'Atualizado em', by protocol.
  const states = () =>
    table.getByRole('row').evaluateAll((rows) =>
      Object.fromEntries(
        rows.slice(1).map((row) => {
          const cells = [...row.querySelectorAll('td, th')].map((cell) => cell.textContent ?? '');
          return [cells[1], { level: cells[3], updated: cells[6] }];
        }),
      ),
    );
  const before = await states();
  await expect
    .poll(
      async () => {
        const now = await states();
        return Object.keys(now).filter(
          (protocol) =>
            before[protocol] &&
            now[protocol]!.level !== before[protocol]!.level &&
            now[protocol]!.updated !== before[protocol]!.updated,
        ).length;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: /^Conectado/ })).toHaveText(
    'Conectado em tempo real',
  );
});

test.describe('realtime rooms through the firebase SDK', () => {
  let db: RealtimeDb;
  const created: string[] = [];
  test.beforeEach(async ({ request }) => {
    db = await openRealtime(request);
  });
  test.afterEach(async () => {
    for (const cpf of created.splice(0)) await db.remove(`users/${cpf}`);
    await db.close();
  });

  test('a room that changes in the realtime server shows the change within 2 s, without a reload @sandbox-only', async ({
    page,
    request,
  }) => {
    const cpf = randomCpf();
    const name = `Paciente E2E Mudança ${cpf}`;
    created.push(cpf);
    await loginPanel(page, request);
    await page.goto(`${PANEL}/sala`);
    await expect(page.getByText(/^\d+ salas?$/)).toBeVisible();

    await db.set(webRoomPath(cpf), testRoom(cpf, name));
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible({ timeout: 2_000 });
    await expect(row.getByRole('cell', { name: 'Dr. Teste Inicial' })).toBeVisible();

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await db.set(`${webRoomPath(cpf)}/agoraSdk/funNome`, 'Dra. Mudança Ao Vivo');
    await db.set(`${webRoomPath(cpf)}/agoraSdk/profissionalNivelTransmissao`, 5);
    await expect(row.getByRole('cell', { name: 'Dra. Mudança Ao Vivo' })).toBeVisible({
      timeout: 2_000,
    });
    await expect(row.getByRole('cell', { name: 'Muito ruim' })).toBeVisible({ timeout: 2_000 });
    expect(navigations).toEqual([]);
  });

  test('a removed room disappears and its entry is written under telessaude-log/{cpf} @sandbox-only', async ({
    page,
    request,
  }) => {
    const cpf = randomCpf();
    const name = `Paciente E2E Remoção ${cpf}`;
    created.push(cpf);
    await db.set(webRoomPath(cpf), testRoom(cpf, name));
    await loginPanel(page, request);
    await page.goto(`${PANEL}/sala`);
    await page.getByRole('button', { name: `Remover a sala de ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover sala' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

    expect(await db.read(webRoomPath(cpf))).toBeNull();
    const log = (await db.read(`telessaude-log/${cpf}`)) as Record<string, unknown> | null;
    expect(log).not.toBeNull();
    const entries = Object.entries(log!);
    expect(entries).toHaveLength(1);
    const [key, entry] = entries[0]!;
    expect(key).toMatch(/^\d{17}$/);
    expect(logEntrySchema.parse(entry)).toEqual({
      path: `users/${cpf}/telessaude/sala`,
      created_at: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}:\d{2}:\d{3}$/),
      type: 'delete',
      subtype: ROOM_REMOVAL_REASONS.manual,
      removed_by: DEMO.panel.login,
    });
    await db.remove(`telessaude-log/${cpf}`);
  });

  test('a room removed in the panel is found in Log de movimentação by the patient’s CPF, with who removed it @sandbox-only', async ({
    page,
    request,
  }) => {
    const cpf = randomCpf();
    const name = `Paciente E2E Log ${cpf}`;
    created.push(cpf);
    await db.set(webRoomPath(cpf), testRoom(cpf, name));
    await loginPanel(page, request);
    await page.goto(`${PANEL}/sala`);
    await page.getByRole('button', { name: `Remover a sala de ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Remover sala' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

    await page.goto(`${PANEL}/log`);
    await page.getByRole('button', { name: /Buscar por/ }).click();
    await page.getByRole('option', { name: 'CPF' }).click();
    const formatted = cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    await page.getByRole('searchbox', { name: 'Texto da busca' }).fill(formatted);
    await page.keyboard.press('Enter');
    const removals = page.getByRole('table', { name: 'Remoções de salas feitas no painel' });
    const row = removals.getByRole('row', { name: new RegExp(formatted.replace(/\./g, '\\.')) });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: DEMO.panel.login, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: ROOM_REMOVAL_REASONS.manual })).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    );
    // The provider's log is searched with the same CPF, beside it (it has no movement of this one).
    await expect(page.getByText('Nenhum registro encontrado para esta busca.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await db.remove(`telessaude-log/${cpf}`);
  });

  test('a stale room is removed by the automatic rule (interval shortened) and logged @sandbox-only', async ({
    page,
    request,
  }) => {
    const cpf = randomCpf();
    const name = `Paciente E2E Parado ${cpf}`;
    created.push(cpf);
    // The test setting: the automatic removal runs every 1.5 s instead of every 5 minutes.
    await page.addInitScript(() => localStorage.setItem('painel.remocaoAutomaticaMs', '1500'));
    await loginPanel(page, request);
    await page.goto(`${PANEL}/sala`);
    await expect(page.getByText(/^\d+ salas?$/)).toBeVisible();
    // The load-time sweep has run (seeded stale rooms may be gone); this one goes stale after it.
    await db.set(webRoomPath(cpf), testRoom(cpf, name, { stale: true }));

    await expect
      .poll(() => db.read(webRoomPath(cpf)), { timeout: 8_000, intervals: [250] })
      .toBeNull();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    const log = (await db.read(`telessaude-log/${cpf}`)) as Record<string, unknown>;
    expect(Object.values(log).map((entry) => logEntrySchema.parse(entry).subtype)).toContain(
      ROOM_REMOVAL_REASONS.stale,
    );
    await db.remove(`telessaude-log/${cpf}`);
  });
});
