/**
 * Bench section: what each Portal Gerencial screen adds to the shell. Logged in as the demo admin,
 * each route is reached through the side menu (a client-side navigation, as an admin does), and the
 * JavaScript fetched for it is summed (raw and gzip) and listed by chunk. The notification screens
 * must come with their routes only: their chunks are also checked absent from /clientes.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export const name = 'Portal Gerencial: JavaScript each screen adds (after login, via the menu)';

// The state admin has accepted the responsibility term: no modal covers the menu.
const ADMIN = { login: 'estado', password: 'Admin@123' };
const SCREENS = [
  ['Enviar Notificação para Usuário', '/clientes/agendamento-notificacoes'],
  ['Importar informações Fila', '/clientes/import'],
  ['Cadastrar Notícia', '/clientes/news'],
  ['Gerenciar Usuários', '/clientes/client-user'],
];
/** Not in the menu: reached by address (a full load), reported as the chunks beyond /clientes/main. */
const BY_ADDRESS = ['/clientes/notifications', '/clientes/envia-notificacao-massa'];

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

function recorder(page) {
  const files = new Map();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => null);
    if (body) files.set(response.url().split('/').pop(), body);
  });
  return files;
}

const total = (files, only = () => true) => {
  let raw = 0;
  let gzip = 0;
  for (const [file, body] of files) {
    if (!only(file)) continue;
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { raw: kb(raw), gzip: kb(gzip) };
};

export async function run({ origin }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const table = {};
  const chunks = {};
  try {
    const page = await browser.newPage();
    const entry = recorder(page);
    await page.goto(`${origin}/clientes`, { waitUntil: 'networkidle' });
    const notificationsOnEntry = [...entry.keys()].filter((f) => /Notification/i.test(f));
    await page.getByLabel(/^Login/).fill(ADMIN.login);
    await page
      .getByLabel(/^Senha/)
      .first()
      .fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/clientes\/main$/);
    await page.waitForLoadState('networkidle');
    const shell = new Set(entry.keys());
    const menu = page.getByRole('navigation', { name: 'Menu do Portal Gerencial' });
    for (const [label, path] of SCREENS) {
      const seen = recorder(page);
      await menu.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`${origin}${path}`);
      await page.waitForLoadState('networkidle');
      const own = (file) => !shell.has(file);
      table[path] = { ...total(seen, own), files: [...seen.keys()].filter(own).length };
      chunks[path] = [...seen.keys()].filter(own);
      for (const file of seen.keys()) shell.add(file);
    }
    for (const path of BY_ADDRESS) {
      const other = await browser.newPage();
      await other.goto(`${origin}/clientes`);
      const storage = await page.evaluate(() => JSON.stringify(localStorage));
      await other.evaluate((s) => {
        for (const [k, v] of Object.entries(JSON.parse(s))) localStorage.setItem(k, v);
      }, storage);
      const seen = recorder(other);
      await other.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      const own = (file) => /Notification|notification/.test(file);
      table[path] = { ...total(seen, own), files: [...seen.keys()].filter(own).length };
      chunks[path] = [...seen.keys()].filter(own);
      await other.close();
    }
    table['/clientes (entry)'] = {
      'notification chunks': notificationsOnEntry.length ? notificationsOnEntry.join(', ') : 'none',
    };
  } finally {
    await browser.close();
  }
  return { table, chunks };
}
