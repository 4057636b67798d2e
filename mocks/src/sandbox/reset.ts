/**
 * `npm run sandbox:reset`: back to the seed. A running sandbox (at PORT, default 4173) restores
 * itself; otherwise the saved state is replaced by the seed for the next start.
 */
import { restore } from '../db';
import { seedSnapshot } from '../seed';
import { stateFile, writeState } from './persistence';

const origin = `http://localhost:${process.env.PORT ?? 4173}`;

async function resetRunning(): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/__sandbox/reset`, {
      method: 'POST',
      signal: AbortSignal.timeout(5000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

if (await resetRunning()) {
  console.log(`[sandbox] o sandbox em ${origin} voltou ao seed.`);
} else {
  restore(seedSnapshot());
  writeState();
  console.log(`[sandbox] estado substituído pelo seed em ${stateFile()}.`);
}
