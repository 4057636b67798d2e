/**
 * The control panel in an incident, against the sandbox and its realtime server through the real
 * firebase SDK: the network drops and comes back, a removal is tried offline, the realtime server
 * refuses the connection at load, the operator logs out (the old token is refused); and the compact
 * view at 1280×900. (Malformed replies and a session ended mid-use are the screens' stories.)
 */
import { expect, test, type Page } from '@playwright/test';
import { webRoomPath } from '@portal/contracts/realtime';
import { expectNoSeriousA11yViolations } from '../../portal/e2e/axe';
import { loginPanel, openRealtime, randomCpf, testRoom, type RealtimeDb } from './helpers';

const PANEL = '/clientes/painel';
const indicator = (page: Page) => page.locator('[role="status"][data-status]');

/** Records every state the connection indicator shows, in order, from page load. */
async function recordConnectionStates(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __estados: string[] }).__estados = seen;
    const note = () => {
      const status = document
        .querySelector('[role="status"][data-status]')
        ?.getAttribute('data-status');
      if (status && seen.at(-1) !== status) seen.push(status);
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-status'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { __estados: string[] }).__estados);
}

test.describe('realtime incidents', () => {
  let db: RealtimeDb;
  const created: string[] = [];
  test.beforeEach(async ({ request }) => {
    db = await openRealtime(request);
  });
  test.afterEach(async () => {
    for (const cpf of created.splice(0)) {
      await db.remove(`users/${cpf}`);
      await db.remove(`telessaude-log/${cpf}`);
    }
    await db.close();
  });

  test('offline for 20 s and back: the list is marked stale, then reconnects by itself and shows a new room within 5 s @sandbox-only', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const states = await recordConnectionStates(page);
    await loginPanel(page, request);
    await page.goto(`${PANEL}/sala`);
    await expect(indicator(page)).toHaveText('Conectado em tempo real');
    // The list has arrived (its refresh time shows): only a list that was shown can be stale. The
    // connection may say connected a moment before the rooms' first value comes.
    await expect(page.getByTestId('ultima-atualizacao')).toBeVisible();
    await expect(page.getByTestId('aviso-desatualizado')).toHaveCount(0);

    await context.setOffline(true);
    await expect(indicator(page)).toHaveText(
      /^Sem conexão com a internet desde \d{2}:\d{2}:\d{2}$/,
    );
    await expect(page.getByTestId('aviso-desatualizado')).toContainText(
      'Lista possivelmente desatualizada.',
    );
    await expectNoSeriousA11yViolations(page);
    await page.waitForTimeout(20_000);
    await context.setOffline(false);

    const cpf = randomCpf();
    const name = `Paciente E2E Volta ${cpf}`;
    created.push(cpf);
    await db.set(webRoomPath(cpf), testRoom(cpf, name));
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible({
      timeout: 5_000,
    });
    await expect(indicator(page)).toHaveText('Conectado em tempo real');
    await expect(page.getByTestId('aviso-desatualizado')).toHaveCount(0);
    const seen = await states();
    expect(seen.indexOf('offline')).toBeGreaterThan(seen.indexOf('connected'));
    expect(seen.lastIndexOf('connected')).toBeGreaterThan(seen.indexOf('offline'));
  });

  test('a removal tried offline never happens: the button is disabled, a confirmation in flight is refused, the row and the room stay @sandbox-only', async ({
    page,
    context,
    request,
  }) => {
    const cpf = randomCpf();
    const name = `Paciente E2E Offline ${cpf}`;
    created.push(cpf);
    await db.set(webRoomPath(cpf), testRoom(cpf, name));
    await loginPanel(page, request);
    await page.goto(`${PANEL}/sala`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    const trash = row.getByRole('button', { name: `Remover a sala de ${name}` });
    await expect(trash).toBeEnabled();

    // The question is open when the network drops; confirming then removes nothing.
    await trash.click();
    await context.setOffline(true);
    await expect(indicator(page)).toHaveText(/^Sem conexão com a internet/);
    await page
      .getByRole('dialog', { name: 'Remover sala' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expect(
      page.getByText('Sem conexão: a remoção volta quando a conexão for restabelecida.').first(),
    ).toBeVisible();
    await expect(row).toBeVisible();
    await expect(trash).toBeDisabled();
    await expect(trash).toHaveAccessibleDescription(/Lista possivelmente desatualizada/);

    await page.waitForTimeout(2_000);
    await expect(row).toBeVisible();
    expect(await db.read(webRoomPath(cpf))).not.toBeNull();
    expect(await db.read(`telessaude-log/${cpf}`)).toBeNull();

    // Back online, the room is still there and can be removed (and is logged).
    await context.setOffline(false);
    await expect(indicator(page)).toHaveText('Conectado em tempo real', { timeout: 15_000 });
    await expect(row).toBeVisible();
    expect(await db.read(webRoomPath(cpf))).not.toBeNull();
  });

  test('a realtime server that refuses the connection at load gives an error with a retry within 15 s, and the retry recovers @sandbox-only', async ({
    page,
    request,
  }) => {
    // Every WebSocket to the realtime server is closed at once, as a refused server would; once
    // the server is 'back', they go through to it.
    let refused = true;
    let attempts = 0;
    await page.routeWebSocket(/\/\.ws\?/, (ws) => {
      attempts += 1;
      if (refused) void ws.close();
      else ws.connectToServer();
    });
    await loginPanel(page, request);
    const started = Date.now();
    await page.goto(`${PANEL}/sala-app`);
    await expect(page.getByText('Conectando ao banco de dados em tempo real...')).toBeVisible();
    await expect(page.getByText('O banco de dados em tempo real não respondeu.')).toBeVisible({
      timeout: 15_000,
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(indicator(page)).toHaveText('Conectando...');
    await expectNoSeriousA11yViolations(page);

    // The server is back. The retry tries at once (the SDK's own attempts are backing off by now);
    // should one of those win the race, the error clears by itself and there is nothing to click.
    refused = false;
    const before = attempts;
    const clicked = await page
      .getByRole('button', { name: 'Tentar novamente' })
      .click({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    if (clicked) await expect.poll(() => attempts, { timeout: 2_000 }).toBeGreaterThan(before);
    await expect(page.getByRole('table', { name: 'Salas em tempo real do App' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(indicator(page)).toHaveText('Conectado em tempo real');
  });

  test('the compact view shows at least 15 rooms on a 1280×900 screen @sandbox-only', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (let i = 0; i < 16; i++) {
      const cpf = randomCpf();
      created.push(cpf);
      const room = testRoom(cpf, `Paciente E2E Compacto ${i + 1}`);
      // Rooms as they usually are, updated just now: a stale one carries a warning of two more
      // lines, and how many of those the list shows depends on the simulator's rooms above.
      room.agoraSdk.updated_at = new Date().toISOString();
      await db.set(webRoomPath(cpf), room);
    }
    await loginPanel(page, request);
    await page.goto(`${PANEL}/sala`);
    // The first list comes over the realtime connection, which a loaded 2-core machine can take
    // more than the default 5 s to open (seen once in CI): wait as the other first loads here do.
    await expect(page.getByRole('row', { name: /Paciente E2E Compacto 16/ })).toBeVisible({
      timeout: 15_000,
    });
    const compact = page.getByRole('switch', { name: 'Visualização compacta' });
    await page.locator('label').filter({ has: compact }).click();
    await expect(compact).toBeChecked();
    await expect(
      page.getByRole('table', { name: 'Salas em tempo real do Minha Consulta' }),
    ).toBeVisible();
    // Counted in the app's own typeface, once it has loaded (a fallback font has other metrics).
    await page.evaluate(() => document.fonts.ready);
    const visible = await page
      .locator('tbody tr')
      .evaluateAll(
        (rows) => rows.filter((r) => r.getBoundingClientRect().bottom <= innerHeight).length,
      );
    expect(visible).toBeGreaterThanOrEqual(15);
    await expectNoSeriousA11yViolations(page);
    // The choice is remembered.
    await page.reload();
    await expect(compact).toBeChecked();
  });
});

test('Sair ends the session on the server: the old token gets 401 @sandbox-only', async ({
  page,
  request,
}) => {
  const token = await loginPanel(page, request);
  await page.goto(`${PANEL}/log`);
  await expect(page.getByRole('table', { name: 'Log de movimentação' })).toBeVisible();
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/panel/logout'));
  await page.getByRole('button', { name: 'Sair' }).click();
  expect((await logout).status()).toBe(204);
  const modal = page.getByRole('dialog', { name: 'Acesso ao painel' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Sua sessão expirou. Entre novamente.')).toHaveCount(0);

  const reused = await request.post('/api/teleconsult/get-log', {
    headers: { Authorization: `Bearer ${token}` },
    data: { curPage: 1, limit: 10, whereKey: null },
  });
  expect(reused.status()).toBe(401);
});
