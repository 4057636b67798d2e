import { describe, expect, it } from 'vitest';
import {
  PREFERENCES_STORAGE_KEY,
  readPreferences,
  stepFontScale,
  writePreferences,
} from './accessibility';
import { createTheme, type ThemeColors } from './theme';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x! + 0.05) / (y! + 0.05);
}

type Key = keyof ThemeColors;
/** [foreground, background, minimum]: text 4.5, non-text (borders, focus, chart) 3. */
const PAIRS: [Key, Key, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surfaceAlt', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceAlt', 4.5],
  ['primary', 'surface', 4.5],
  ['primary', 'background', 4.5],
  ['primary', 'primaryLight', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryDark', 4.5],
  ['danger', 'surface', 4.5],
  ['danger', 'dangerLight', 4.5],
  ['onDanger', 'danger', 4.5],
  ['onDanger', 'dangerDark', 4.5],
  ['success', 'surface', 4.5],
  ['success', 'successLight', 4.5],
  ['onSuccess', 'success', 4.5],
  ['warning', 'surface', 4.5],
  ['warning', 'warningLight', 4.5],
  ['onDisabled', 'disabled', 4.5],
  ['border', 'surface', 3],
  ['border', 'background', 3],
  ['focus', 'surface', 3],
  ['focus', 'background', 3],
  ['focus', 'surfaceAlt', 3],
  ['chart', 'surface', 3],
  ['chartSecondary', 'surface', 3],
];

describe.each([false, true])('colours (high contrast: %s)', (highContrast) => {
  const { colors } = createTheme({ highContrast });
  it.each(PAIRS)('%s on %s ≥ %s:1', (fg, bg, minimum) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(minimum);
  });
});

describe('theme', () => {
  it('uses the spec chart colour', () => {
    expect(createTheme().colors.chart).toBe('#4379EE');
  });
});

describe('font scale steps (A- / A+)', () => {
  it.each([
    [1, 1, 1.125],
    [1.5, 1, 1.5],
    [1, -1, 0.875],
    [0.875, -1, 0.875],
    [1.2, 1, 1.25],
    [1.2, -1, 1.125],
  ] as const)('from %s, step %i → %s', (current, direction, expected) => {
    expect(stepFontScale(current, direction)).toBe(expected);
  });
});

describe('stored preferences', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it.each([
    [
      JSON.stringify({ highContrast: true, fontScale: 1.25 }),
      { highContrast: true, fontScale: 1.25 },
    ],
    [JSON.stringify({ highContrast: 'sim', fontScale: 7 }), {}],
    ['{not json', {}],
    [null, {}],
  ])('reads %s', (raw, expected) => {
    expect(readPreferences(storage(raw))).toEqual(expected);
  });

  it('writes under its key and survives a failing storage', () => {
    const saved: Record<string, string> = {};
    writePreferences(
      { highContrast: true, fontScale: 1.5 },
      {
        setItem: (key, value) => (saved[key] = value),
      },
    );
    expect(JSON.parse(saved[PREFERENCES_STORAGE_KEY]!)).toEqual({
      highContrast: true,
      fontScale: 1.5,
    });
    expect(() =>
      writePreferences(
        { highContrast: false, fontScale: 1 },
        {
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
      ),
    ).not.toThrow();
  });
});
