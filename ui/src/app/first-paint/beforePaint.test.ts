import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFERENCES_STORAGE_KEY } from '../../theme/accessibility';
import { takeOverPage } from './beforePaint';
import { EARLY_CLICKS, type EarlyClicks } from './earlyClickQueue';
import { beforePaint } from './inline';
import { BEFORE_PAINT_MARKS, WELCOME_SEEN_KEY } from './marks';

const html = document.documentElement;

/** Runs the before-paint script, as the page's bundled inline script does, on the page's <html>. */
const run = () => beforePaint();

afterEach(() => {
  // A click still waiting for React (retried for 10 s) stops here, not after the file's teardown.
  const early = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS];
  if (early) early.q = [];
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

  it('keeps the buttons pressed before React owned them, and presses them once it does', async () => {
    run();
    document.body.innerHTML =
      '<form><input name="cpf"><button id="entrar">Entrar</button></form><button id="abrir" type="button"><span>Abrir</span></button>';
    const form = document.querySelector('form')!;
    const enter = document.querySelector<HTMLElement>('#entrar')!;
    const open = document.querySelector<HTMLElement>('#abrir')!;
    /** As React DOM marks a node it rendered or hydrated. */
    const own = (node: Element) => Object.assign(node, { __reactProps$teste: {} });
    const pressed: string[] = [];
    const sent: boolean[] = [];
    const onClick = (event: MouseEvent) => {
      const button = (event.target as HTMLElement).closest('button');
      if (button && Object.keys(button).some((key) => key.startsWith('__reactProps$')))
        pressed.push(button.id);
    };
    document.addEventListener('click', onClick);
    form.addEventListener('submit', (event) => {
      sent.push(event.defaultPrevented);
      event.preventDefault();
    });
    document.querySelector<HTMLElement>('#abrir span')!.click();
    enter.click();
    open.click();
    // Enter in a field sends the form: stopped too.
    form.requestSubmit();
    // Before React: nothing acts, and the browser sends no form by itself.
    expect(pressed).toEqual([]);
    expect(sent).toEqual([true]);

    // The app runs, but the buttons are in a part React has not hydrated yet: they wait.
    takeOverPage();
    expect(html.hasAttribute(BEFORE_PAINT_MARKS.ready)).toBe(true);
    expect(pressed).toEqual([]);
    own(open);
    await vi.waitFor(() => expect(pressed).toEqual(['abrir']));
    own(form);
    own(enter);
    await vi.waitFor(() => expect(pressed).toEqual(['abrir', 'entrar']));
    // The form is React's now: its submit reaches the app, not stopped by the page.
    expect(sent).toEqual([true, false]);
    // Once React owns a button, the page leaves its clicks alone.
    open.click();
    expect(pressed).toEqual(['abrir', 'entrar', 'abrir']);
    document.removeEventListener('click', onClick);
    document.body.innerHTML = '';
  });

  it('drops an early click whose button left the page', async () => {
    run();
    document.body.innerHTML = '<button id="x" type="button">X</button>';
    const button = document.querySelector<HTMLElement>('#x')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    button.remove();
    takeOverPage();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('presses the app’s own button when the app rendered the page afresh', async () => {
    run();
    document.body.innerHTML = '<div id="root"><button aria-controls="menu">Menu</button></div>';
    document.querySelector<HTMLElement>('#root button')!.click();
    // The app replaces the page's HTML (a query in the address): a new, equal button.
    const root = document.querySelector('#root')!;
    root.innerHTML =
      '<button aria-controls="outro">Menu</button><button aria-controls="menu">Menu</button>';
    const mine = root.querySelectorAll('button')[1]!;
    Object.assign(mine, { __reactProps$teste: {} });
    const clicks = vi.fn();
    mine.addEventListener('click', clicks);
    takeOverPage();
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
  });

  it('follows a link pressed before React owned it once the app’s own link is there', async () => {
    run();
    document.body.innerHTML =
      '<div id="root"><a href="/painel-da-fila">Painel da fila</a><a href="/x" target="_blank">Nova aba</a><a href="https://exemplo.gov.br/">Fora</a><a href="/meus-dados.json" download="meus-dados.json">Arquivo</a></div>';
    const [inPage, newTab, outside, download] = [
      ...document.querySelectorAll<HTMLAnchorElement>('#root a'),
    ];
    const followed: Array<[string, boolean]> = [];
    const onClick = (event: MouseEvent) => {
      const link = (event.target as HTMLElement).closest('a');
      if (!link) return;
      followed.push([link.getAttribute('href')!, event.defaultPrevented]);
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    inPage!.click();
    newTab!.click();
    outside!.click();
    download!.click();
    inPage!.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
    );
    // The page's link waits (the browser would lose the address's municipio); a new tab, another
    // site, a download (a file the page saves) or a modified click are the browser's as ever.
    expect(followed).toEqual([
      ['/painel-da-fila', true],
      ['/x', false],
      ['https://exemplo.gov.br/', false],
      ['/meus-dados.json', false],
      ['/painel-da-fila', false],
    ]);

    // The app rendered the page afresh (a query in the address): its link carries the municipio.
    const root = document.querySelector('#root')!;
    root.innerHTML =
      '<a href="/?municipio=3302858">Painel da fila</a><a href="/painel-da-fila?municipio=3302858">Painel da fila</a>';
    const mine = root.querySelectorAll('a')[1]!;
    Object.assign(mine, { __reactProps$teste: {} });
    takeOverPage();
    await vi.waitFor(() =>
      expect(followed.at(-1)).toEqual(['/painel-da-fila?municipio=3302858', false]),
    );
    expect(followed).toHaveLength(6);
    document.removeEventListener('click', onClick);
    document.body.innerHTML = '';
  });
});
