/** The lowercase particles of Brazilian names, which initials leave out ('Maria da Silva': 'M. S.'). */
const PARTICLES = new Set(['da', 'das', 'de', 'di', 'do', 'dos', 'du', 'e']);

/** A word that is already initials: one letter and a dot, once or more ('M.', 'M.S.O.'). */
const DOTTED = /^(?:\p{L}\.)+$/u;

/**
 * The public queue shows the patient's initials as the contract has them ('M. S. O.'). Should a
 * backend, or an imported file, carry more (a full name, a word), each word is cut to its first
 * letter: the public queue never shows a name, as it never shows a full CNS (maskCns).
 */
export function initialsOnly(stored: string | null | undefined): string {
  return (stored ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word && !PARTICLES.has(word.toLowerCase()))
    .flatMap((word) => (DOTTED.test(word) ? word.split('.').filter(Boolean) : [word]))
    .map((word) => word.match(/\p{L}/u)?.[0]?.toUpperCase())
    .filter((letter): letter is string => Boolean(letter))
    .map((letter) => `${letter}.`)
    .join(' ');
}
