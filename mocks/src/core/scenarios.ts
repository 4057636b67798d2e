/**
 * Scenario control: per story or test, make an operation slow, empty, failing, unreachable or hung.
 * Keys are contract operation ids (e.g. `getQueueLastCheck`) or `*` for every operation.
 */
export type ScenarioKind = 'ok' | 'empty' | 'error' | 'network' | 'timeout';

export interface Scenario {
  kind?: ScenarioKind;
  /** Extra latency in ms before answering. */
  delayMs?: number;
  /** Status for `error` (default 500). */
  status?: number;
  /** Message put in the error envelope for `error`. */
  message?: string;
}

export type ScenarioMap = Record<string, Scenario>;

const active = new Map<string, Scenario>();

export function setScenario(operationId: string, scenario: Scenario): void {
  active.set(operationId, scenario);
}

export function setScenarios(map: ScenarioMap | undefined): void {
  active.clear();
  for (const [id, scenario] of Object.entries(map ?? {})) active.set(id, scenario);
}

export function resetScenarios(): void {
  active.clear();
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
