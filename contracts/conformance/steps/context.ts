/**
 * What every step group of the conformance tour shares: the harness, the clients (one per role,
 * reading the tokens the login steps store), the demo accounts, the run's clock and tag, and small
 * helpers for dates and row limits.
 */
import { createApiClient, createPanelApiClient } from '../../src/client/rest';
import type { components as Api } from '../../src/generated/api';
import { Cleanup, createdId } from '../cleanup';
import { Harness, type StepResult } from '../harness';

export type S = Api['schemas'];

/** The sandbox's demo accounts (README.md, "Demo accounts"); a real backend under test needs the same. */
export const DEMO = {
  patient: { cpf: '52998224725', password: 'Senha@123' },
  firstVisitCpf: '11144477735',
  admin: { login: 'admin', password: 'Admin@123' },
  panel: { login: 'painel', password: 'Painel@123' },
  /** An admin of another municipality than the patient's (isolation.recipients). */
  otherAdmin: { login: 'nilopolis', password: 'Admin@123' },
  /** A valid CPF that no demo account uses. */
  unknownCpf: '86288366757',
} as const;

/** A Google-like ID token nobody signed (`alg: none`): every backend must refuse it. */
export function unsignedGoogleToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

export const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const addDays = (d: Date, days: number) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
export const brDate = (d: Date) =>
  `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

/** A tag unique to this run, letters only (client-user names accept only letters and spaces). */
export const runTag = (now: Date) =>
  now
    .getTime()
    .toString(26)
    .replace(/[0-9a-p]/g, (c) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(c, 26)]!);

export const atMost = (limit: number) => (body: { rows: unknown[] }) =>
  body.rows.length <= limit ? null : `expected at most ${limit} rows, got ${body.rows.length}`;

/** Why a step or check that writes did not run. */
export const NEEDS_WRITE = 'writes data: runs only with --write';

/** The accounts the tour logs in with (the integrator's, or the sandbox's demo accounts). */
export interface Accounts {
  patient: { cpf: string; password: string };
  admin: { login: string; password: string };
  panel: { login: string; password: string };
  /** A CPF that is not the patient's (my-solicitations for it must be refused; notifications' second recipient). */
  otherCpf: string;
  /** An admin of another municipality than the patient's and the admin's. */
  otherAdmin: { login: string; password: string };
}

export interface TourOptions {
  baseUrl: string;
  /** The accounts to log in with; each defaults to the sandbox's demo account. */
  accounts?: Partial<Accounts>;
  /** Run the steps and checks that create data (the tour's own, removed afterwards). */
  write?: boolean;
  graphqlUrl?: string;
  panelUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Called after each step (the CLI prints progress). */
  onResult?: (result: StepResult) => void;
  now?: Date;
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type PanelApiClient = ReturnType<typeof createPanelApiClient>;

export interface TourContext {
  h: Harness;
  accounts: Accounts;
  /** What the tour created and must remove at its end (steps and checks register it). */
  cleanup: Cleanup;
  /** Whether the tour may create data ({@link TourOptions.write}). */
  write: boolean;
  now: Date;
  /** {@link runTag} of `now`: makes the names of what the tour creates unique. */
  run: string;
  /** Set by the login steps; the clients below read them on every call. */
  tokens: { patient?: string; admin?: string; panel?: string };
  /**
   * A token the sandbox's Google stand-in signs (POST /__sandbox/google/token, outside the
   * contract); null where there is none (a real backend: Google issues its tokens).
   */
  standInGoogleToken: (profile: {
    sub: string;
    email: string;
    name: string;
  }) => Promise<string | null>;
  publicApi: ApiClient;
  patientApi: ApiClient;
  adminApi: ApiClient;
  panelApi: PanelApiClient;
  anonymousPanel: PanelApiClient;
}

type AdminUser = S['AdminSession']['user'];

/** The Portal Gerencial groups' context: the tour's, plus the signed-in admin. */
export interface AdminContext extends TourContext {
  /** The admin's REST client ({@link TourContext.adminApi}). */
  api: ApiClient;
  admin: S['AdminSession'];
  /** The admin's token, for the GraphQL steps. */
  token: string;
  clientId: AdminUser['usc_id_clientes'];
  clientUserId: AdminUser['usc_id'];
  codeClient: AdminUser['cliente']['cli_codigo'];
  /** `now` as YYYY-MM-DD. */
  today: string;
}

export function createContext(options: TourOptions): TourContext {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const graphqlUrl = options.graphqlUrl ?? `${baseUrl}/graphql`;
  const panelUrl = (options.panelUrl ?? baseUrl).replace(/\/+$/, '');
  const now = options.now ?? new Date();
  const h = new Harness(options.fetch ?? globalThis.fetch, graphqlUrl, options.onResult);
  const tokens: TourContext['tokens'] = {};
  const api = (role?: 'patient' | 'admin') =>
    createApiClient({ baseUrl, fetch: h.fetch, getToken: () => (role ? tokens[role] : null) });
  const patient = options.accounts?.patient ?? DEMO.patient;
  const accounts: Accounts = {
    patient,
    admin: options.accounts?.admin ?? DEMO.admin,
    panel: options.accounts?.panel ?? DEMO.panel,
    otherCpf:
      options.accounts?.otherCpf ??
      (patient.cpf.replace(/\D/g, '') === DEMO.firstVisitCpf
        ? DEMO.unknownCpf
        : DEMO.firstVisitCpf),
    otherAdmin: options.accounts?.otherAdmin ?? DEMO.otherAdmin,
  };
  return {
    h,
    accounts,
    cleanup: new Cleanup(),
    write: options.write ?? false,
    now,
    run: runTag(now),
    tokens,
    standInGoogleToken: async (profile) => {
      try {
        const response = await (options.fetch ?? globalThis.fetch)(
          `${baseUrl}/__sandbox/google/token`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(profile),
          },
        );
        const body = (await response.json()) as { token?: unknown };
        return response.ok && typeof body.token === 'string' ? body.token : null;
      } catch {
        return null;
      }
    },
    publicApi: api(),
    patientApi: api('patient'),
    adminApi: api('admin'),
    panelApi: createPanelApiClient({
      baseUrl: panelUrl,
      fetch: h.fetch,
      getToken: () => tokens.panel,
    }),
    anonymousPanel: createPanelApiClient({ baseUrl: panelUrl, fetch: h.fetch }),
  };
}

/**
 * Registers what the last answer (a create's) names, its id whatever the status, for removal at
 * the tour's end; answers the label to mark done once the step removed it itself.
 */
export function track(
  { h, cleanup }: Pick<TourContext, 'h' | 'cleanup'>,
  label: string,
  remove: (id: number) => Promise<{ response: Response }>,
  field = 'id',
): string | undefined {
  const id = createdId(h.lastJson(), field);
  if (id === undefined) return undefined;
  const key = `${label} ${id}`;
  cleanup.add(key, async () => (await remove(id)).response.ok);
  return key;
}
