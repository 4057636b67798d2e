import { useEffect, useRef } from 'react';
import { unstable_serialize, useSWRConfig, type Key } from 'swr';

/**
 * Drops the previous key's entry from the SWR cache whenever `key` changes. Screens whose key
 * carries a refresh counter (the panel's lists reload every 5 minutes for as long as a monitoring
 * tab stays open, up to the 10800-minute session) would otherwise add an entry per refresh and
 * grow without limit. The answer on screen is unaffected: `keepPreviousData` keeps its own copy.
 */
export function useForgetPreviousKey(key: Key): void {
  const { cache } = useSWRConfig();
  const serialized = unstable_serialize(key);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = serialized;
    if (before !== null && before !== serialized) cache.delete(before);
  }, [cache, serialized]);
}
