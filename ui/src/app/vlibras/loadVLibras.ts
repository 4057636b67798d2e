import { vlibrasRoot, vlibrasScriptUrl } from './vlibras';

declare global {
  interface Window {
    VLibras?: { Widget: new (rootPath: string) => unknown };
  }
}

/** The official markup the widget fills: its button and the player's wrapper. */
const MARKUP =
  '<div vw-access-button class="active"></div><div vw-plugin-wrapper><div class="vw-plugin-top-wrapper"></div></div>';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`VLibras: ${src} did not load`));
    document.head.append(script);
  });
}

/**
 * Mounts VLibras the official way, once the page has loaded (so after its first paint, and never
 * in its way): the `<div vw>` markup at the end of the body, outside the app's root, then the
 * widget's script, then `new window.VLibras.Widget(root)`. The widget starts on the window's load
 * event, long past by then: it is given the one it missed. A script that fails to load leaves the
 * page as it was (and says so in the console). Resolves whether the widget was started.
 */
export async function loadVLibras(setting: string): Promise<boolean> {
  const src = vlibrasScriptUrl(setting);
  if (!src || document.querySelector('[vw]')) return false;
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const mount = document.createElement('div');
  mount.setAttribute('vw', '');
  mount.className = 'enabled';
  mount.innerHTML = MARKUP;
  document.body.append(mount);
  try {
    await loadScript(src);
    if (!window.VLibras?.Widget) throw new Error(`VLibras: ${src} defined no VLibras.Widget`);
    const before = window.onload;
    new window.VLibras.Widget(vlibrasRoot(src));
    if (window.onload && window.onload !== before) window.onload.call(window, new Event('load'));
    return true;
  } catch (error) {
    mount.remove();
    console.warn(error);
    return false;
  }
}
