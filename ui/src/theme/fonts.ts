/**
 * The typeface the theme names, bundled with the apps: Rawline (gov.br's) is not packaged, so
 * Raleway, its fallback in the gov.br design system (@fontsource/raleway), Latin subset (which has
 * Portuguese's accented letters), in the two weights the theme uses. Bundled rather than taken from
 * the system, so every machine draws the same text (the visual baselines depend on it) and no font
 * host is called.
 */
import regular from '@fontsource/raleway/files/raleway-latin-400-normal.woff2?url';
import bold from '@fontsource/raleway/files/raleway-latin-700-normal.woff2?url';

const FILES: Array<[weight: string, url: string]> = [
  ['400', regular],
  ['700', bold],
];

/** The @font-face rules of the bundled typeface (Storybook's stories: StoryProviders). */
export const fontFaceCss = () =>
  FILES.map(
    ([weight, url]) =>
      `@font-face { font-family: 'Raleway'; font-style: normal; font-weight: ${weight}; font-display: swap; src: url(${url}) format('woff2'); }`,
  ).join('\n');
