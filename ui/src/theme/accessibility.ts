/**
 * The A- / A+ steps of the accessibility bar. Here rather than in theme.ts: the before-paint
 * script (app/first-paint/inline.ts) reads them and the storage key without bundling the theme.
 */
export const FONT_SCALES = [0.875, 1, 1.125, 1.25, 1.375, 1.5] as const;

/** The visitor's display choices: high contrast and font scale (A- / A+). */
export interface AccessibilityPreferences {
  highContrast: boolean;
  fontScale: number;
}

export const DEFAULT_PREFERENCES: AccessibilityPreferences = { highContrast: false, fontScale: 1 };

/** localStorage key: the choice survives reloads and is shared by the three apps (same origin). */
export const PREFERENCES_STORAGE_KEY = 'portal.acessibilidade';

/** The next font scale one step up (+1) or down (-1), staying within the offered steps. */
export function stepFontScale(current: number, direction: 1 | -1): number {
  const steps: readonly number[] = FONT_SCALES;
  const next =
    direction > 0
      ? steps.find((scale) => scale > current)
      : steps.findLast((scale) => scale < current);
  return next ?? (direction > 0 ? steps[steps.length - 1]! : steps[0]!);
}

export function readPreferences(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): Partial<AccessibilityPreferences> {
  try {
    const raw = storage?.getItem(PREFERENCES_STORAGE_KEY);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as Partial<AccessibilityPreferences>;
    const result: Partial<AccessibilityPreferences> = {};
    if (typeof parsed.highContrast === 'boolean') result.highContrast = parsed.highContrast;
    if ((FONT_SCALES as readonly number[]).includes(parsed.fontScale as number))
      result.fontScale = parsed.fontScale;
    return result;
  } catch {
    return {};
  }
}

export function writePreferences(
  preferences: AccessibilityPreferences,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
