/**
 * Scenario control: per story or test, make an operation slow, empty, failing, unreachable or hung.
 * Keys are the contract's REST operationIds (`getQueueLastCheck`), GraphQL operation names
 * (`SearchQueue`), or `*` for every operation; a key's settings override `*`'s.
 *
 * - `delayMs`: extra latency before answering (any kind).
 * - `empty`: lists answer no rows (REST operations that return a list, GraphQL queries; a GraphQL
 *   result that holds lists keeps its other fields, such as the date of the data).
 * - `error`: the error envelope with `status` (default 500) and `message`.
 * - `network`: the request fails as if the server were unreachable.
 * - `timeout`: the request never answers (the client's own timeout or abort ends it).
 * - `malformed`: 200 with a body the contract does not allow (REST `{"data":null}`, GraphQL
 *   `{"data":{}}`), so screens can show they never take such a reply for data.
 */
import type * as GraphqlDocuments from '@portal/contracts/generated/graphql/graphql';
import type { OperationId } from './contract';

export type ScenarioKind = 'ok' | 'empty' | 'error' | 'network' | 'timeout' | 'malformed';

export interface Scenario {
  kind?: ScenarioKind;
  /** Extra latency in ms before answering. */
  delayMs?: number;
  /** Status for `error` (default 500). */
  status?: number;
  /** Message put in the error envelope for `error`. */
  message?: string;
  /**
   * `importQueueInfo` only: how long an accepted file stays PROCESSANDO before its rows are added,
   * as a real backend's would (the mock's own work on a small file is instant).
   */
  processingMs?: number;
  /**
   * `importQueueInfo` only (tests): the commit of an accepted file fails halfway through, to show
   * that a failed import leaves the queue exactly as it was.
   */
  failMidCommit?: boolean;
}

/** GraphQL operation names of the contract, read off the generated documents (`SearchQueueDocument`). */
export type GraphqlOperationName = {
  [Key in keyof typeof GraphqlDocuments]: Key extends `${infer Name}Document` ? Name : never;
}[keyof typeof GraphqlDocuments];

export type ScenarioKey = OperationId | GraphqlOperationName | '*';

export type ScenarioMap = Partial<Record<ScenarioKey, Scenario>>;

const active = new Map<string, Scenario>();

export function setScenario(key: ScenarioKey, scenario: Scenario): void {
  active.set(key, scenario);
}

/** Replaces every active scenario with `map` (a story's `parameters.scenarios`). */
export function setScenarios(map: ScenarioMap | undefined): void {
  active.clear();
  for (const [key, scenario] of Object.entries(map ?? {})) if (scenario) active.set(key, scenario);
}

export function resetScenarios(): void {
  active.clear();
}

/** Sets scenarios for the length of `run`, then restores the previous ones (tests). */
export async function withScenarios<T>(map: ScenarioMap, run: () => Promise<T> | T): Promise<T> {
  const previous = new Map(active);
  for (const [key, scenario] of Object.entries(map)) if (scenario) active.set(key, scenario);
  try {
    return await run();
  } finally {
    active.clear();
    for (const [key, scenario] of previous) active.set(key, scenario);
  }
}

export function scenarioFor(operationId: string): Scenario {
  return { ...active.get('*'), ...active.get(operationId) };
}

/** Default simulated latency (ms); 0 in Node tests, a little in the browser and the sandbox. */
let baseLatencyMs = 0;
export function setBaseLatency(ms: number): void {
  baseLatencyMs = ms;
}
export function baseLatency(): number {
  return baseLatencyMs;
}
