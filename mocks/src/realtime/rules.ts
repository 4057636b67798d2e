/**
 * The contract's Realtime Database rules (contracts/realtime/database.rules.json) and the part of
 * targaryen (the rules engine firebase-server embeds) that the sandbox and its tests use. The
 * engine is loaded from firebase-server's own dependencies, so the tests evaluate the rules with
 * exactly the engine the sandbox enforces them with.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const RULES_FILE = new URL(
  '../../../contracts/realtime/database.rules.json',
  import.meta.url,
);

export interface RulesFile {
  rules: Record<string, unknown>;
}

export const readRules = (): RulesFile => JSON.parse(readFileSync(RULES_FILE, 'utf8')) as RulesFile;

/** What a client's token becomes in the rules' `auth` (firebase-server's shape for a JWT). */
export interface RulesAuth {
  uid?: string;
  provider?: string;
  token: Record<string, unknown>;
}

export interface RulesResult {
  allowed: boolean;
  info: string;
  newDatabase: RulesDatabase;
}

export interface RulesDatabase {
  readonly auth: RulesAuth | null;
  as(auth: RulesAuth | null): RulesDatabase;
  read(path: string): RulesResult;
  write(path: string, value: unknown, now?: number): RulesResult;
  update(path: string, patch: Record<string, unknown>, now?: number): RulesResult;
}

/** What firebase-server reads of its rules state: a database for one request's auth. */
export interface RulesView {
  as(auth: RulesAuth | null | undefined): RulesDatabase;
}

interface Targaryen {
  database(rules: RulesFile, data: unknown): RulesDatabase;
}

const require = createRequire(import.meta.url);

export function loadTargaryen(): Targaryen {
  const fromServer = createRequire(require.resolve('firebase-server'));
  return fromServer('targaryen') as Targaryen;
}

type DatabaseConstructor = new (options: {
  rules: unknown;
  data: unknown;
  now?: number;
}) => RulesDatabase;

/**
 * The same data under these rules (its own by default) and with no auth. targaryen's `as(null)`
 * cannot drop an auth (it keeps the current one when given null), so a new database is built from
 * the rules and data, as its own `with()` does.
 */
export function rebuild(db: RulesDatabase, rules?: RulesFile): RulesDatabase {
  const internals = db as unknown as { rules: unknown; root: unknown; timestamp: number };
  const Database = db.constructor as DatabaseConstructor;
  return new Database({
    rules: rules ?? internals.rules,
    data: internals.root,
    now: internals.timestamp,
  });
}

/** Rules that let everything through: what a server-side (admin) credential gets, as in Firebase. */
export const OPEN_RULES: RulesFile = { rules: { '.read': true, '.write': true } };

/**
 * A token with `sandboxAdmin: true` (signed with the sandbox's secret, which only the sandbox
 * and whoever can read its data dir hold) acts as Firebase's Admin SDK does: past the rules. The
 * e2e tests use it to play the teleconsultation products that write the rooms.
 */
export const isSandboxAdmin = (auth: RulesAuth | null | undefined) =>
  auth?.token?.sandboxAdmin === true;
