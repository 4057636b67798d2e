/**
 * The typeface the theme names, bundled with the apps: Rawline (gov.br's) is not packaged, so
 * Raleway, its fallback in the gov.br design system (@fontsource/raleway), in the two weights the
 * theme uses, cut to the characters Portuguese text needs (fontSubset.ts). Bundled rather than taken from the system, so every machine draws the
 * same text (the visual baselines depend on it) and no font host is called.
 */
import regular from './fonts/raleway-pt-400.woff2?url';
import bold from './fonts/raleway-pt-700.woff2?url';

const FILES: Array<[weight: string, url: string]> = [
  ['400', regular],
  ['700', bold],
];

let loaded: Promise<void> | null = null;

/**
 * Adds the typeface to the page (a FontFace per weight) and fetches both files; resolves once they
 * are ready (or failed: the text then stays in the fallback). Once per page.
 * - The apps call it right after their first paint (renderApp), not from the first CSS: a font
 *   named there delays that paint until it arrives, even with `font-display: swap`
 *   (docs/decisions/0010-bundled-typeface.md).
 * - Storybook awaits it before the first story renders (.storybook/preview.tsx), so no story is
 *   drawn, measured or scrolled in the fallback first.
 */
export function loadFonts(): Promise<void> {
  loaded ??= (async () => {
    if (typeof FontFace === 'undefined' || !document.fonts) return;
    const faces = FILES.map(([weight, url]) => new FontFace('Raleway', `url(${url})`, { weight }));
    faces.forEach((face) => document.fonts.add(face));
    await Promise.all(faces.map((face) => face.load().catch(() => undefined)));
  })();
  return loaded;
}
