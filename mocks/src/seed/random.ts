import seedrandom from 'seedrandom';

/** A deterministic random source: the same seed always yields the same sandbox. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T;
  digits(count: number): string;
}

export function createRandom(seed: string): Random {
  const rng = seedrandom(seed);
  const random: Random = {
    next: () => rng(),
    int: (min, max) => min + Math.floor(rng() * (max - min + 1)),
    pick: (items) => items[Math.floor(rng() * items.length)] as (typeof items)[number],
    chance: (p) => rng() < p,
    weighted(entries) {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = rng() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return (entries[entries.length - 1] as readonly [never, number])[0];
    },
    digits: (count) => Array.from({ length: count }, () => random.int(0, 9)).join(''),
  };
  return random;
}
