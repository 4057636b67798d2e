import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

/**
 * Server-state cache (SWR): deduplicates calls, keeps the last good answer, revalidates on demand.
 * `isolated` gives a fresh cache (each story and test starts empty).
 */
export function DataProvider({
  children,
  isolated = false,
  value,
}: {
  children: ReactNode;
  isolated?: boolean;
  value?: SWRConfiguration;
}) {
  return (
    <SWRConfig
      value={{
        revalidateOnFocus: false,
        shouldRetryOnError: false,
        ...(isolated ? { provider: () => new Map(), dedupingInterval: 0 } : {}),
        ...value,
      }}
    >
      {children}
    </SWRConfig>
  );
}
