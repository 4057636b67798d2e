/**
 * The sandbox keeps its state in a JSON file (`.sandbox-data/state.json`, `SANDBOX_DATA_DIR`
 * overrides the folder): loaded at start, written shortly after every change and on shutdown, so
 * it survives restarts. A file written by an older set of models is replaced by the seed.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onChange, restore, snapshot, type Snapshot } from '../db';
import { schemaFingerprint } from '../db/fingerprint';
import { seedSnapshot } from '../seed';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function dataDir(): string {
  return resolve(repoRoot, process.env.SANDBOX_DATA_DIR ?? '.sandbox-data');
}

export const stateFile = () => join(dataDir(), 'state.json');

interface StateFile {
  schema: string;
  savedAt: string;
  state: Snapshot;
}

export function writeState(state: Snapshot = snapshot()): void {
  mkdirSync(dataDir(), { recursive: true });
  const file = stateFile();
  const body: StateFile = { schema: schemaFingerprint, savedAt: new Date().toISOString(), state };
  // Write beside, then rename: a crash mid-write never leaves a half file.
  writeFileSync(`${file}.tmp`, JSON.stringify(body));
  renameSync(`${file}.tmp`, file);
}

export function removeState(): boolean {
  const file = stateFile();
  if (!existsSync(file)) return false;
  rmSync(file);
  return true;
}

/** Loads the saved state, or the seed when there is none (or it no longer fits the models). */
export function loadState(): 'saved' | 'seed' {
  const file = stateFile();
  if (existsSync(file)) {
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as StateFile;
      if (saved.schema === schemaFingerprint && saved.state?.version === 1) {
        restore(saved.state);
        return 'saved';
      }
      console.warn('[sandbox] the saved state was written by other models: starting from the seed');
    } catch (error) {
      console.warn('[sandbox] could not read the saved state, starting from the seed:', error);
    }
  }
  restore(seedSnapshot());
  writeState();
  return 'seed';
}

/** Writes the state shortly after changes (coalesced) and once more on shutdown. */
export function persistChanges(delayMs = 500): { flush(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    pending = false;
    writeState();
  };
  const stop = onChange(() => {
    pending = true;
    timer ??= setTimeout(flush, delayMs);
  });
  return {
    flush,
    stop() {
      flush();
      stop();
    },
  };
}
