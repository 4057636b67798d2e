import { useLayoutEffect, type ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { ApiProvider, type ApiClients } from '../api/ApiProvider';
import { DataProvider } from '../api/DataProvider';
import { Toaster } from '../primitives/Toaster';
import { AppThemeProvider } from '../theme/ThemeProvider';
import { AppErrorBoundary } from './ErrorBoundaries';
import { BEFORE_PAINT_MARKS } from './first-paint/marks';

export interface AppProvidersProps {
  /** From the contract's `createClients`, with the app's session(s). */
  clients: ApiClients;
  children: ReactNode;
  /** A fresh, empty data cache (each story and test). */
  isolatedCache?: boolean;
  /** Extra SWR options (tests). */
  cache?: SWRConfiguration;
  /** Fixed accessibility choices (Storybook's toolbar); without them, the visitor's saved ones. */
  highContrast?: boolean;
  fontScale?: number;
  /** Where the root boundary's 'Voltar ao início' leads (the app's base path). */
  homeHref?: string;
}

/**
 * What every app, story and component test stands on: theme and accessibility choices, the data
 * cache, the API clients, the toast host, and the root error boundary. Each app adds only what is
 * its own (router, portal configuration, panel session and realtime) inside.
 */
export function AppProviders({
  clients,
  children,
  isolatedCache = false,
  cache,
  highContrast,
  fontScale,
  homeHref,
}: AppProvidersProps) {
  return (
    <AppThemeProvider highContrast={highContrast} fontScale={fontScale}>
      <ThemeHandover />
      <AppErrorBoundary homeHref={homeHref}>
        <DataProvider isolated={isolatedCache} value={cache}>
          <ApiProvider clients={clients}>
            {children}
            <Toaster />
          </ApiProvider>
        </DataProvider>
      </AppErrorBoundary>
    </AppThemeProvider>
  );
}

/**
 * A prerendered page applied the saved contrast and font size before its first paint
 * (first-paint/); from the app's first render on its theme holds them, so those stand-ins go.
 */
function ThemeHandover() {
  useLayoutEffect(() => {
    document.documentElement.removeAttribute(BEFORE_PAINT_MARKS.highContrast);
    document.documentElement.style.removeProperty('font-size');
  }, []);
  return null;
}
