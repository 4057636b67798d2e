/**
 * The characters the bundled typeface keeps: what Portuguese text and the product's figures need.
 * @fontsource's Latin subset of Raleway is cut to these, with the OpenType features a browser
 * applies by itself and without the hinting (scripts/subsetFonts.ts): every visit fetches half the
 * bytes, and these characters are drawn as before. Any other
 * character (an n with a tilde in a news title) is drawn in the next font of the theme's stack, as
 * a character missing from the typeface always was.
 *
 * `npm run generate` writes ui/src/theme/fonts/*.woff2 from this list (scripts/subsetFonts.ts);
 * `npm test`'s drift check fails when the committed files do not match it.
 */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

export const FONT_CHARACTERS = [
  ASCII,
  // No-break space; section, copyright, ordinals, guillemets, degree, middle dot, times.
  '\u00a0§©ª«°·º»×',
  // Portuguese's accented letters (and ü, in older spellings and names).
  'ÀÁÂÃÇÉÊÍÓÔÕÚÜàáâãçéêíóôõúü',
  // Dashes, quotes, bullet, ellipsis, euro.
  '–—‘’“”•…€',
].join('');
