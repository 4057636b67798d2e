import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import {
  DEFAULT_PREFERENCES,
  FONT_SCALES,
  readPreferences,
  stepFontScale,
  writePreferences,
  type AccessibilityPreferences,
} from './accessibility';
import { GlobalStyle } from './GlobalStyle';
import { createTheme, type ThemeOptions } from './theme';

export interface AccessibilityControls extends AccessibilityPreferences {
  toggleHighContrast: () => void;
  increaseFont: () => void;
  decreaseFont: () => void;
  resetFont: () => void;
  canIncreaseFont: boolean;
  canDecreaseFont: boolean;
}

const AccessibilityContext = createContext<AccessibilityControls | null>(null);

/** The visitor's contrast and font-size choices with their controls (AccessibilityBar). */
export function useAccessibility(): AccessibilityControls {
  const controls = useContext(AccessibilityContext);
  if (!controls) throw new Error('useAccessibility must be used inside <AppThemeProvider>');
  return controls;
}

export interface AppThemeProviderProps extends ThemeOptions {
  children: ReactNode;
}

/**
 * Theme tokens, global styles and the accessibility choices for every app and story. Without
 * props the choices come from localStorage (and are saved there when changed); a given
 * `highContrast` / `fontScale` wins and is re-applied whenever it changes (Storybook's toolbar).
 */
export function AppThemeProvider({ highContrast, fontScale, children }: AppThemeProviderProps) {
  const [preferences, setPreferences] = useState<AccessibilityPreferences>(() => ({
    ...DEFAULT_PREFERENCES,
    ...readPreferences(),
    ...(highContrast !== undefined && { highContrast }),
    ...(fontScale !== undefined && { fontScale }),
  }));
  const [given, setGiven] = useState({ highContrast, fontScale });
  if (given.highContrast !== highContrast || given.fontScale !== fontScale) {
    setGiven({ highContrast, fontScale });
    setPreferences((current) => ({
      highContrast: highContrast ?? current.highContrast,
      fontScale: fontScale ?? current.fontScale,
    }));
  }

  const controls = useMemo<AccessibilityControls>(() => {
    const update = (change: (current: AccessibilityPreferences) => AccessibilityPreferences) =>
      setPreferences((current) => {
        const next = change(current);
        writePreferences(next);
        return next;
      });
    return {
      ...preferences,
      toggleHighContrast: () => update((p) => ({ ...p, highContrast: !p.highContrast })),
      increaseFont: () => update((p) => ({ ...p, fontScale: stepFontScale(p.fontScale, 1) })),
      decreaseFont: () => update((p) => ({ ...p, fontScale: stepFontScale(p.fontScale, -1) })),
      resetFont: () => update((p) => ({ ...p, fontScale: 1 })),
      canIncreaseFont: preferences.fontScale < FONT_SCALES[FONT_SCALES.length - 1]!,
      canDecreaseFont: preferences.fontScale > FONT_SCALES[0],
    };
  }, [preferences]);

  const theme = useMemo(() => createTheme(preferences), [preferences]);
  return (
    <AccessibilityContext.Provider value={controls}>
      <StyledThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </StyledThemeProvider>
    </AccessibilityContext.Provider>
  );
}
