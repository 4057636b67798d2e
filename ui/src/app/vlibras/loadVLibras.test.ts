import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadVLibras } from './loadVLibras';

/** Stands in for the widget's script: appended scripts "load" and define VLibras.Widget. */
function standIn({ fails = false } = {}) {
  const roots: string[] = [];
  const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    setTimeout(() => {
      if (fails) return script.onerror?.(new Event('error'));
      // As the official widget does: it remembers its root and starts on the window's load.
      window.VLibras = {
        Widget: function Widget(root: string) {
          roots.push(root);
          window.onload = () => {
            document.querySelector('[vw-plugin-wrapper]')!.textContent = 'VLibras pronto';
          };
        } as unknown as new (root: string) => unknown,
      };
      script.onload?.(new Event('load'));
    });
  });
  return { roots, append };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.querySelector('[vw]')?.remove();
  delete window.VLibras;
  window.onload = null;
});

describe('loadVLibras', () => {
  it('mounts the official markup, loads the script and starts the widget at its root', async () => {
    const { roots, append } = standIn();
    await expect(loadVLibras('on')).resolves.toBe(true);
    const script = append.mock.calls[0]![0] as HTMLScriptElement;
    expect(script.src).toBe('https://vlibras.gov.br/app/vlibras-plugin.js');
    expect(roots).toEqual(['https://vlibras.gov.br/app']);
    const mount = document.querySelector('[vw]')!;
    expect(mount.className).toBe('enabled');
    expect(mount.parentElement).toBe(document.body);
    expect(mount.querySelector('[vw-access-button].active')).not.toBeNull();
    // The load event it waits for had passed: it was given one.
    expect(mount.querySelector('[vw-plugin-wrapper]')).toHaveTextContent('VLibras pronto');
  });

  it('does nothing when off, and mounts once', async () => {
    const { append } = standIn();
    await expect(loadVLibras('off')).resolves.toBe(false);
    await expect(loadVLibras('on')).resolves.toBe(true);
    await expect(loadVLibras('on')).resolves.toBe(false);
    expect(append).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[vw]')).toHaveLength(1);
  });

  it('leaves the page as it was when the script does not load', async () => {
    standIn({ fails: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadVLibras('https://espelho.exemplo.gov.br/app/vlibras-plugin.js')).resolves.toBe(
      false,
    );
    expect(document.querySelector('[vw]')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
