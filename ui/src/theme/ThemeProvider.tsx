import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { createTheme, type ThemeOptions } from './theme';

export interface AppThemeProviderProps extends ThemeOptions {
  children: ReactNode;
}

/** Theme tokens and global styles for every app and story. */
export function AppThemeProvider({ highContrast, fontScale, children }: AppThemeProviderProps) {
  const theme = useMemo(() => createTheme({ highContrast, fontScale }), [highContrast, fontScale]);
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
