/**
 * docs/backend-must-enforce.md names every check of the catalogue, and names no check that is not
 * in it: a new check without its line in the list, or a line left for a removed check, fails here.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { CHECKS } from './checks/catalogue';

const doc = readFileSync(
  fileURLToPath(new URL('../../docs/backend-must-enforce.md', import.meta.url)),
  'utf8',
);

it('names every check of the catalogue, and only those', () => {
  const ids = CHECKS.map((check) => check.id);
  const named = new Set(
    [...doc.matchAll(/`([a-z]+\.[a-z-]+)`/g)]
      .map((match) => match[1]!)
      .filter((id) => /^[a-z]+\.[a-z]/.test(id)),
  );
  expect(ids.filter((id) => !named.has(id))).toEqual([]);
  const areas = new Set(CHECKS.map((check) => check.area));
  const strays = [...named].filter(
    (id) => areas.has(id.split('.')[0] as never) && !ids.includes(id as never),
  );
  expect(strays).toEqual([]);
});
