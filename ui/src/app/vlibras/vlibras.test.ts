// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  CSP_SOURCES_FILE as SANDBOX_CSP_SOURCES_FILE,
  readCspSources,
  staticHostCsp,
  widenCsp,
} from '@portal/mocks/sandbox/security';
import {
  CSP_SOURCES_FILE,
  VLIBRAS_OFFICIAL_URL,
  vlibrasCspSources,
  vlibrasRoot,
  vlibrasScriptUrl,
} from './vlibras';

describe('VITE_VLIBRAS', () => {
  it('is off unless set, and `on` means the official widget', () => {
    for (const off of [undefined, '', '  ', 'off']) expect(vlibrasScriptUrl(off)).toBeNull();
    expect(vlibrasScriptUrl('on')).toBe('https://vlibras.gov.br/app/vlibras-plugin.js');
    expect(vlibrasScriptUrl(' https://espelho.exemplo.gov.br/vlibras/vlibras-plugin.js ')).toBe(
      'https://espelho.exemplo.gov.br/vlibras/vlibras-plugin.js',
    );
  });

  it('fails the build on anything else', () => {
    for (const bad of ['sim', 'true', 'javascript:alert(1)', 'ftp://x/vlibras.js'])
      expect(() => vlibrasScriptUrl(bad)).toThrow(/VITE_VLIBRAS/);
  });

  it('gives the widget the script’s folder as its root, as the official snippet does', () => {
    expect(vlibrasRoot(VLIBRAS_OFFICIAL_URL)).toBe('https://vlibras.gov.br/app');
    expect(vlibrasRoot('http://127.0.0.1:6358/app/vlibras-plugin.js')).toBe(
      'http://127.0.0.1:6358/app',
    );
  });
});

describe('the CSP with VLibras', () => {
  const official = vlibrasCspSources(VLIBRAS_OFFICIAL_URL);

  it('names VLibras’ hosts, and the keywords its player needs, only in script-src', () => {
    expect(official['script-src']).toEqual([
      'https://vlibras.gov.br',
      'https://*.vlibras.gov.br',
      "'unsafe-eval'",
      "'wasm-unsafe-eval'",
      'blob:',
    ]);
    expect(official['connect-src']).toEqual(['https://vlibras.gov.br', 'https://*.vlibras.gov.br']);
    // A mirror's (or a stand-in's) origin comes first.
    expect(vlibrasCspSources('http://127.0.0.1:6358/app/vlibras-plugin.js')['script-src']![0]).toBe(
      'http://127.0.0.1:6358',
    );
  });

  it('is what the sandbox adds to a page’s policy from the file the build writes', () => {
    expect(SANDBOX_CSP_SOURCES_FILE).toBe(CSP_SOURCES_FILE);
    const file = join(mkdtempSync(join(tmpdir(), 'vlibras-')), CSP_SOURCES_FILE);
    writeFileSync(file, JSON.stringify(official));
    const widened = widenCsp(contentSecurityPolicy(), readCspSources(file));
    const directive = (name: string) =>
      widened.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toMatch(
      /^script-src 'self' .* https:\/\/vlibras\.gov\.br https:\/\/\*\.vlibras\.gov\.br 'unsafe-eval' 'wasm-unsafe-eval' blob:$/,
    );
    for (const name of ['style-src', 'font-src', 'connect-src', 'worker-src'])
      expect(directive(name)).toContain('https://*.vlibras.gov.br');
    expect(directive('default-src')).toBe("default-src 'self'");
  });

  it('is absent by default: no policy of the sandbox or of a static host names VLibras', () => {
    for (const csp of [contentSecurityPolicy(), staticHostCsp()]) {
      expect(csp).not.toMatch(/vlibras/i);
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  it('refuses a file that would widen more than it may', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vlibras-'));
    const write = (body: unknown) => {
      const file = join(dir, CSP_SOURCES_FILE);
      writeFileSync(file, JSON.stringify(body));
      return file;
    };
    expect(() => readCspSources(write({ 'script-src': ["'unsafe-inline'"] }))).toThrow();
    expect(() => readCspSources(write({ 'frame-ancestors': ['https://x.gov.br'] }))).toThrow();
    expect(() =>
      readCspSources(write({ 'script-src': ['https://x.gov.br; object-src *'] })),
    ).toThrow();
  });
});
