import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryScripts, isChunkLoadError, reloadOnceForNewBuild } from './chunkErrors';

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: https://x/a.js'),
      true,
    ],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/a.css'), true],
    ['a render error', new TypeError("Cannot read properties of null (reading 'data')"), false],
    ['a failed API call', new TypeError('Failed to fetch'), false],
    ['not an Error', 'Failed to fetch dynamically imported module', false],
  ])('%s', (_, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

const page = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;

describe('entryScripts', () => {
  it('lists the module scripts as absolute URLs', () => {
    expect(
      entryScripts(page('/assets/index-abc.js'), 'https://portal.exemplo/solicitacoes'),
    ).toEqual(['https://portal.exemplo/assets/index-abc.js']);
  });
});

describe('reloadOnceForNewBuild', () => {
  const answer = (html: string) => vi.fn(async () => new Response(html, { status: 200 }));
  beforeEach(() => {
    document.head.innerHTML = '<script type="module" src="/assets/index-old.js"></script>';
    sessionStorage.clear();
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reloads when the host serves another build, and only once for that build', async () => {
    const reload = vi.fn();
    const fetcher = answer(page('/assets/index-new.js'));
    expect(await reloadOnceForNewBuild(reload, fetcher)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The new build's chunk failed too: no reload loop, the message stays.
    expect(await reloadOnceForNewBuild(reload, fetcher)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later build reloads again.
    expect(await reloadOnceForNewBuild(reload, answer(page('/assets/index-newer.js')))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for the same build (the network failed: the user chooses)', async () => {
    const reload = vi.fn();
    expect(await reloadOnceForNewBuild(reload, answer(page('/assets/index-old.js')))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the host cannot be reached or answers an error', async () => {
    const reload = vi.fn();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await reloadOnceForNewBuild(reload, offline)).toBe(false);
    const failing = vi.fn(async () => new Response('', { status: 503 }));
    expect(await reloadOnceForNewBuild(reload, failing)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
