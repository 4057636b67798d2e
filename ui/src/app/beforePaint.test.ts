import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BEFORE_PAINT_MARKS,
  beforePaintScript,
  replayEarlyClicks,
  WELCOME_SEEN_KEY,
} from './beforePaint';
import { PREFERENCES_STORAGE_KEY } from '../theme/accessibility';

const html = document.documentElement;

/** Runs the inline script as the browser does, on the page's <html>. */
const run = () => new Function(beforePaintScript())() as void;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const mark of Object.values(BEFORE_PAINT_MARKS)) html.removeAttribute(mark);
  html.style.removeProperty('font-size');
});

describe('the before-paint script of a prerendered page', () => {
  it('marks that JavaScript runs, and nothing else on a first visit', () => {
    run();
    expect(html.hasAttribute(BEFORE_PAINT_MARKS.script)).toBe(true);
    expect(html.hasAttribute(BEFORE_PAINT_MARKS.highContrast)).toBe(false);
    expect(html.hasAttribute(BEFORE_PAINT_MARKS.welcomeSeen)).toBe(false);
    expect(html.style.fontSize).toBe('');
  });

  it('applies the saved high contrast and font scale', () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ highContrast: true, fontScale: 1.25 }),
    );
    run();
    expect(html.hasAttribute(BEFORE_PAINT_MARKS.highContrast)).toBe(true);
    expect(html.style.fontSize).toBe('125%');
  });

  it('ignores a tampered or unknown value, as the app does', () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ highContrast: 'yes', fontScale: 7 }),
    );
    run();
    expect(html.hasAttribute(BEFORE_PAINT_MARKS.highContrast)).toBe(false);
    expect(html.style.fontSize).toBe('');
    localStorage.setItem(PREFERENCES_STORAGE_KEY, '{not json');
    expect(run).not.toThrow();
    expect(html.hasAttribute(BEFORE_PAINT_MARKS.script)).toBe(true);
  });

  it('marks the welcome as seen when it was closed in this tab', () => {
    sessionStorage.setItem(WELCOME_SEEN_KEY, '1');
    run();
    expect(html.hasAttribute(BEFORE_PAINT_MARKS.welcomeSeen)).toBe(true);
  });

  it('keeps the buttons pressed before the app ran, and the app presses them again', () => {
    run();
    document.body.innerHTML =
      '<form><input name="cpf"><button id="entrar">Entrar</button></form><button id="abrir" type="button"><span>Abrir</span></button>';
    const pressed: string[] = [];
    const sent: boolean[] = [];
    document.addEventListener('click', (event) => {
      if (!html.hasAttribute(BEFORE_PAINT_MARKS.ready)) return;
      pressed.push((event.target as HTMLElement).closest('button')!.id);
    });
    document.querySelector('form')!.addEventListener('submit', (event) => {
      sent.push(event.defaultPrevented);
      event.preventDefault();
    });
    document.querySelector<HTMLElement>('#abrir span')!.click();
    document.querySelector<HTMLElement>('#entrar')!.click();
    document.querySelector<HTMLElement>('#abrir')!.click();
    // Before the app: nothing acts, and the browser sends no form by itself.
    expect(pressed).toEqual([]);
    expect(sent).toEqual([]);

    replayEarlyClicks();
    expect(pressed).toEqual(['abrir', 'entrar']);
    expect(sent).toEqual([false]);
    // Once the app runs, the page is left alone.
    document.querySelector<HTMLElement>('#abrir')!.click();
    expect(pressed).toEqual(['abrir', 'entrar', 'abrir']);
    document.body.innerHTML = '';
  });

  it('is the script the static host CSP of the README allows by its hash', () => {
    const hash = createHash('sha256').update(beforePaintScript()).digest('base64');
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const csp = /add_header Content-Security-Policy "([^"]+)"/.exec(readme)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${hash}'`);
    const security = readFileSync(join(process.cwd(), 'mocks/src/sandbox/security.ts'), 'utf8');
    expect(security).toContain(`BEFORE_PAINT_SCRIPT_HASH = "'sha256-${hash}'"`);
  });
});
