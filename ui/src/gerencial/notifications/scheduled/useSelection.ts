import { useCallback, useMemo, useState } from 'react';

/**
 * A column's selected ids. Only ids the column still holds count (a row gone after a refresh is
 * no longer selected), so the bulk remove never sends an id that is not on screen.
 */
export function useSelection(present: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const presentKey = present.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' text stands for the array
  const here = useMemo(() => present.filter((id) => chosen.has(id)), [presentKey, chosen]);
  const update = (change: (next: Set<number>) => void) =>
    setChosen((prev) => {
      const next = new Set(prev);
      change(next);
      return next;
    });
  return {
    size: here.length,
    ids: () => here,
    has: (id: number) => chosen.has(id),
    toggle: (id: number, on: boolean) => update((next) => (on ? next.add(id) : next.delete(id))),
    setAll: (on: boolean) => setChosen(on ? new Set(present) : new Set()),
    drop: (ids: number[]) => update((next) => ids.forEach((id) => next.delete(id))),
    clear: useCallback(() => setChosen(new Set()), []),
  };
}
