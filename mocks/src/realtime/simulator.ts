/**
 * Keeps the sandbox's rooms alive: every tick, live rooms get new transmission levels and a fresh
 * updated_at; now and then a consultation ends or a new one starts. Stale rooms are left alone, so
 * the panel's one-hour rule still finds them. Rooms are changed in transactions, so a room the
 * panel has just removed is never brought back half-written.
 *
 * It runs for as long as the sandbox does: each step has a deadline ({@link stepDeadline}); a step
 * still waiting on the database then is logged and abandoned (it writes nothing more), and the
 * next tick starts a new one. Without it, one database call that never answered kept the step
 * 'busy' for good and every room froze.
 */
import {
  REALTIME_PATHS,
  webRoomPath,
  type AppRoom,
  type WebRoom,
} from '@portal/contracts/realtime';
import { generateCpf } from '../core/documents';
import { personName, professionalName } from '../seed/names';
import { protocolOf } from '../seed/panel';
import { createRandom } from '../seed/random';
import { randomLevel, realtimeInstant } from './seed';

/** The part of a firebase 7 Reference the simulator uses. */
export interface RealtimeRef {
  child(path: string): RealtimeRef;
  once(event: 'value'): Promise<{ val(): unknown }>;
  set(value: unknown): Promise<void>;
  remove(): Promise<void>;
  transaction(update: (current: unknown) => unknown): Promise<unknown>;
}

const HOUR = 60 * 60_000;
const LIVE_ROOMS = 9;

/** How long one step may take: two ticks, and never under 5 s (a loaded machine is slow). */
export const stepDeadline = (tickMs: number) => Math.max(2 * tickMs, 5_000);

export interface SimulatorOptions {
  /** A step still running after this many ms is abandoned; {@link stepDeadline} by default. */
  deadlineMs?: number;
  /** Where an abandoned or failed step is reported. */
  log?: (message: string, error?: unknown) => void;
  /** Told when each step has ended, and how (tests wait on it instead of on the clock). */
  onSettled?: (outcome: 'done' | 'abandoned' | 'failed') => void;
}

class Abandoned extends Error {}

export function startSimulator(
  root: RealtimeRef,
  tickMs: number,
  {
    deadlineMs = stepDeadline(tickMs),
    log = (message, error) => console.error(message, ...(error === undefined ? [] : [error])),
    onSettled,
  }: SimulatorOptions = {},
): () => void {
  const random = createRandom(`simulator:${Date.now()}`);
  const doctors = Array.from({ length: 5 }, () => professionalName(random));
  let busy = false;
  let tick = 0;

  /** One step; once `abandoned` says so, it stops before its next database call. */
  async function step(abandoned: () => boolean) {
    const call = <T>(run: () => Promise<T>): Promise<T> => {
      if (abandoned()) throw new Abandoned();
      return run();
    };
    const now = Date.now();
    const users = ((await call(() => root.child(REALTIME_PATHS.users).once('value'))).val() ??
      {}) as Record<string, { telessaude?: { sala?: WebRoom } }>;
    let live = 0;
    for (const [cpf, user] of Object.entries(users)) {
      const sdk = user.telessaude?.sala?.agoraSdk;
      if (!sdk) continue;
      if (!sdk.canal || now - Date.parse(sdk.updated_at ?? '') >= HOUR) continue; // stale: left for the panel
      live += 1;
      const ends = random.chance(0.01);
      await call(() =>
        root.child(webRoomPath(cpf)).transaction((current) => {
          const room = current as WebRoom | null;
          if (!room?.agoraSdk) return undefined;
          if (ends) return null;
          return {
            ...room,
            agoraSdk: {
              ...room.agoraSdk,
              pacienteNivelTransmissao:
                room.agoraSdk.pacStreamId === null ? null : randomLevel(random),
              profissionalNivelTransmissao: randomLevel(random),
              updated_at: realtimeInstant(now),
            },
          };
        }),
      );
    }
    if (live < LIVE_ROOMS && tick % 5 === 0) {
      const cpf = generateCpf(random);
      const protocol = protocolOf(now, random.int(1, 99_999));
      const room: WebRoom = {
        protocol,
        pacNome: personName(random),
        created_at: realtimeInstant(now),
        agoraSdk: {
          canal: `sala-${protocol}`,
          cpf,
          pacStreamId: random.int(100_000, 999_999),
          pacienteNivelTransmissao: randomLevel(random),
          profissionalNivelTransmissao: randomLevel(random),
          funNome: random.pick(doctors),
          updated_at: realtimeInstant(now),
        },
      };
      await call(() => root.child(webRoomPath(cpf)).set(room));
    }

    const apps = ((await call(() => root.child(REALTIME_PATHS.appRooms).once('value'))).val() ??
      {}) as Record<string, AppRoom>;
    for (const id of Object.keys(apps)) {
      await call(() =>
        root.child(`${REALTIME_PATHS.appRooms}/${id}`).transaction((current) => {
          const room = current as AppRoom | null;
          if (!room) return undefined;
          return {
            ...room,
            pacienteNivelTransmissao: randomLevel(random),
            profissionalNivelTransmissao: room.funNome ? randomLevel(random) : null,
            updated_at: realtimeInstant(now),
          };
        }),
      );
    }
  }

  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    let over = false;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      deadline = setTimeout(() => {
        over = true;
        reject(
          new Abandoned(
            `[realtime] simulator: step abandoned after ${deadlineMs} ms (a database call never answered)`,
          ),
        );
      }, deadlineMs);
    });
    Promise.race([step(() => over), late])
      .then(
        () => 'done' as const,
        (error: unknown) => {
          if (error instanceof Abandoned) log(error.message);
          else log('[realtime] simulator:', error);
          return error instanceof Abandoned ? ('abandoned' as const) : ('failed' as const);
        },
      )
      .then((outcome) => {
        clearTimeout(deadline);
        tick += 1;
        busy = false;
        onSettled?.(outcome);
      });
  }, tickMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
