import { describe, expect, it } from 'vitest';
import { isInitials } from './queries';

describe('initials, as the privacy check reads them', () => {
  it.each(['M. S. O.', 'M S O', 'MSO', 'M.S.O.', 'É. A.', ''])('%j is initials', (value) => {
    expect(isInitials(value)).toBe(true);
  });

  it.each([
    'Maria Aparecida dos Santos',
    'MARIA APARECIDA DOS SANTOS',
    'MARIA A. S.',
    'M. SANTOS',
    'silva',
    'Maria',
    'APARECIDA',
  ])('%j is a name', (value) => {
    expect(isInitials(value)).toBe(false);
  });
});
