/**
 * What each baseline was last confirmed against: the hash of the baseline file and the hash of the
 * screenshot that compared the same with it (the browser's own PNG, before compactPng), in
 * baselines/shots.json. The browser is pinned and encodes the same pixels into the same bytes, so
 * a screenshot whose hash is recorded beside its baseline's unchanged hash is that same picture
 * again: the run then skips decoding both PNGs and comparing their pixels, which was most of the
 * test runner's own work. Any other screenshot (a changed screen, another browser build), or a
 * baseline edited since, is compared pixel by pixel as before. `npm run test:visual:update` records
 * the pictures it confirmed or took.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Picture name → "<baseline hash> <screenshot hash>". */
export type ShotRecord = Record<string, string>;

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** The record of a baseline and a screenshot that compares the same with it. */
export const shotKey = (baseline: Buffer, shot: Buffer) => `${digest(baseline)} ${digest(shot)}`;

/** Whether this screenshot, against this baseline, is the pair recorded for the picture. */
export function confirmedBefore(
  record: ShotRecord,
  name: string,
  baseline: Buffer,
  shot: Buffer,
): boolean {
  return record[name] === shotKey(baseline, shot);
}

export function readShots(file: string): ShotRecord {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ShotRecord) : {};
}

/**
 * The record after an update: what it held (unless every picture was taken: then only this run's),
 * with this run's confirmed pairs over it, and only for baselines that exist; sorted by name.
 */
export function mergedShots(
  before: ShotRecord,
  confirmed: ShotRecord,
  { all, exists }: { all: boolean; exists: (name: string) => boolean },
): ShotRecord {
  const merged = { ...(all ? {} : before), ...confirmed };
  return Object.fromEntries(
    Object.keys(merged)
      .filter(exists)
      .sort()
      .map((name) => [name, merged[name]!]),
  );
}

export function writeShots(file: string, record: ShotRecord): void {
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}
