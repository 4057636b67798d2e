import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Every cached read has an array key that starts with its feature and resource, then its
 * parameters: `['portal', 'my-requests', cpf, period, status, page]`. The feature's `api.ts` builds
 * them with key factories, so a mutation can name what it changed by a prefix.
 */
export type DataKey = readonly [feature: string, resource: string, ...parameters: unknown[]];

/** Whether a cache key starts with `prefix` (element by element). */
export function keyStartsWith(key: unknown, prefix: readonly unknown[]): boolean {
  return (
    Array.isArray(key) &&
    key.length >= prefix.length &&
    prefix.every((part, i) => Object.is(key[i], part))
  );
}

/**
 * Revalidates every cached read whose key starts with one of `prefixes`: mounted reads fetch again,
 * others are dropped so they load fresh when next shown. Mutations call it after the backend has
 * confirmed the change.
 */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...prefixes: readonly unknown[][]) =>
      mutate((key) => prefixes.some((prefix) => keyStartsWith(key, prefix)), undefined, {
        revalidate: true,
      }),
    [mutate],
  );
}
