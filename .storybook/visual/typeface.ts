/**
 * The visual review's check that a picture's text is drawn in the bundled typeface: a
 * character the subset lacks, or a font stack that puts a system font first (`monospace`), is drawn
 * by whatever fonts the machine has, and then the picture depends on the machine. The page lists
 * what it draws as text (`textRuns`, run in the browser); `foreignText` says which runs escape the
 * bundled face.
 */
import { FONT_CHARACTERS } from '../../ui/src/theme/fontSubset.ts';

/** A piece of text the page draws, with the font stack it is drawn in and where. */
export interface TextRun {
  text: string;
  fontFamily: string;
  /** A short selector of the element, for people. */
  where: string;
}

/** The families the theme names before the bundled one: not installed here, so skipped over. */
const SKIPPED = new Set(['rawline']);
const BUNDLED = 'raleway';

const families = (stack: string) =>
  stack
    .split(',')
    .map((family) =>
      family
        .trim()
        .replace(/^['"]|['"]$/g, '')
        .toLowerCase(),
    )
    .filter(Boolean);

/** Whether a font stack draws in the bundled face: it comes first, after skipped families only. */
export function drawsInBundledFace(stack: string): boolean {
  const list = families(stack);
  const at = list.indexOf(BUNDLED);
  return at >= 0 && list.slice(0, at).every((family) => SKIPPED.has(family));
}

const KEPT = new Set(FONT_CHARACTERS);

/** The characters of a text that the bundled subset lacks (white space aside), each once. */
export function missingCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) if (!/\s/.test(char) && !KEPT.has(char)) missing.add(char);
  return [...missing];
}

/** What in a page's text escapes the bundled typeface, one line per element and reason. */
export function foreignText(runs: readonly TextRun[]): string[] {
  const problems = new Set<string>();
  for (const run of runs) {
    if (!run.text.trim()) continue;
    if (!drawsInBundledFace(run.fontFamily))
      problems.add(`${run.where}: fonte ${run.fontFamily} ("${run.text.trim().slice(0, 40)}")`);
    const missing = missingCharacters(run.text);
    if (missing.length)
      problems.add(
        `${run.where}: ${missing.map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`).join(', ')} fora do subconjunto da fonte`,
      );
  }
  return [...problems];
}

/**
 * Runs in the page: every piece of text it draws (text nodes of rendered elements, form fields'
 * values and placeholders, the text of ::before and ::after), with its font stack. Text in a
 * visually-hidden box (1 px, clipped) is not drawn and not listed.
 */
export function textRuns(): TextRun[] {
  const runs: TextRun[] = [];
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : '';
    return `<${el.tagName.toLowerCase()}${id}${cls}>`;
  };
  const drawn = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    return el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(parent.tagName)) continue;
    if (!drawn(parent)) continue;
    runs.push({
      text: node.textContent,
      fontFamily: getComputedStyle(parent).fontFamily,
      where: describe(parent),
    });
  }
  for (const el of document.body.querySelectorAll('*')) {
    if (!drawn(el)) continue;
    const style = getComputedStyle(el);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      const shown = el instanceof HTMLInputElement && el.type === 'password' ? '' : el.value;
      for (const text of [shown, el.value ? '' : el.placeholder])
        if (text) runs.push({ text, fontFamily: style.fontFamily, where: describe(el) });
    }
    if (el instanceof HTMLSelectElement && el.selectedOptions[0])
      runs.push({
        text: el.selectedOptions[0].text,
        fontFamily: style.fontFamily,
        where: describe(el),
      });
    for (const pseudo of ['::before', '::after'] as const) {
      const content = getComputedStyle(el, pseudo).content;
      // A string content ("*", "•"); `none`, counters and images draw no text of their own.
      const text = /^"(.*)"$/s.exec(content)?.[1];
      if (text)
        runs.push({
          text,
          fontFamily: getComputedStyle(el, pseudo).fontFamily,
          where: `${describe(el)}${pseudo}`,
        });
    }
  }
  return runs;
}
