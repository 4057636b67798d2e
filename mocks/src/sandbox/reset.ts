/**
 * `npm run sandbox:reset`: back to the seed. A running sandbox (at PORT, default 4173) restores
 * itself: the CLI shows it the secret it wrote in its data folder at start, since the reset
 * endpoint is closed to everyone else (./security.ts). With no sandbox running, the saved state is
 * replaced by the seed for the next start.
 */
import { restore } from '../db';
import { seedSnapshot } from '../seed';
import { stateFile, writeState } from './persistence';
import { resetSecretHeaders } from './security';

const origin = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 4173}`;

/** The running sandbox's answer, or null when none answers. */
async function resetRunning(): Promise<Response | null> {
  try {
    return await fetch(`${origin}/__sandbox/reset`, {
      method: 'POST',
      headers: resetSecretHeaders(),
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return null;
  }
}

const answer = await resetRunning();
if (answer?.ok) {
  console.log(`[sandbox] o sandbox em ${origin} voltou ao seed.`);
} else if (answer && answer.status !== 404) {
  // A sandbox is running but refused (another data folder's secret): replacing its file would be
  // undone by its next save.
  const body = (await answer.json().catch(() => ({}))) as { mensagem?: string };
  console.error(
    `[sandbox] o sandbox em ${origin} recusou a restauração (${answer.status}): ${body.mensagem ?? ''}\n` +
      'Rode o comando com o mesmo SANDBOX_DATA_DIR do sandbox, ou pare o sandbox antes.',
  );
  process.exitCode = 1;
} else {
  restore(seedSnapshot());
  writeState();
  console.log(`[sandbox] estado substituído pelo seed em ${stateFile()}.`);
}
