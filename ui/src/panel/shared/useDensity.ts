import { useCallback, useState } from 'react';

export type Density = 'comfortable' | 'compact';

/** Where the operator's choice is kept, so the panel opens as it was left. */
export const DENSITY_KEY = 'painel.densidade';

function stored(): Density {
  try {
    return localStorage.getItem(DENSITY_KEY) === 'compact' ? 'compact' : 'comfortable';
  } catch {
    return 'comfortable';
  }
}

/** The realtime lists' density (comfortable or compact), remembered in this browser. */
export function useDensity(): [Density, (density: Density) => void] {
  const [density, setDensity] = useState<Density>(stored);
  const choose = useCallback((next: Density) => {
    setDensity(next);
    try {
      localStorage.setItem(DENSITY_KEY, next);
    } catch {
      // Storage refused: the choice lasts while the screen is open.
    }
  }, []);
  return [density, choose];
}
