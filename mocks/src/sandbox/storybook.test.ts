/**
 * The built Storybook at /storybook: its pages and story index with Storybook's own
 * policy (same origin, may frame itself), the folder's redirect, and a notice when it is not built.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORYBOOK_CSP, storybookStatic } from './storybook';

const INDEX = {
  v: 5,
  entries: { 'portal-entrar--default': { type: 'story', id: 'portal-entrar--default' } },
};

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storybook-static-'));
  const built = join(dir, 'built');
  mkdirSync(built);
  writeFileSync(join(built, 'index.html'), '<!doctype html><title>Storybook</title>');
  writeFileSync(join(built, 'iframe.html'), '<!doctype html><div id="storybook-root"></div>');
  writeFileSync(join(built, 'index.json'), JSON.stringify(INDEX));
  const app = express();
  app.use('/storybook', storybookStatic(built));
  app.use('/missing', storybookStatic(join(dir, 'not-built')));
  await new Promise<void>((done) => {
    server = app.listen(0, '127.0.0.1', () => done());
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('storybookStatic', () => {
  it('sends /storybook to the folder, where the manager page is', async () => {
    const redirect = await fetch(`${origin}/storybook`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/storybook/');
    const page = await fetch(`${origin}/storybook/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Storybook</title>');
  });

  it('serves the story index and the preview with Storybook’s policy', async () => {
    const index = await fetch(`${origin}/storybook/index.json`);
    expect(await index.json()).toEqual(INDEX);
    const preview = await fetch(`${origin}/storybook/iframe.html`);
    expect(preview.headers.get('content-security-policy')).toBe(STORYBOOK_CSP);
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(STORYBOOK_CSP).toContain("frame-ancestors 'self'");
    expect(STORYBOOK_CSP).not.toMatch(/https?:\/\/|\*/);
  });

  it('says how to build it when it is not built', async () => {
    const answer = await fetch(`${origin}/missing/`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('npm run build-storybook');
  });
});
