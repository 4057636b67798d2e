/**
 * Keeps the sandbox's rooms alive: every tick, live rooms get new transmission levels and a fresh
 * updated_at; now and then a consultation ends or a new one starts. Stale rooms are left alone, so
 * the panel's one-hour rule still finds them. Rooms are changed in transactions, so a room the
 * panel has just removed is never brought back half-written.
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

export function startSimulator(root: RealtimeRef, tickMs: number): () => void {
  const random = createRandom(`simulator:${Date.now()}`);
  const doctors = Array.from({ length: 5 }, () => professionalName(random));
  let busy = false;
  let tick = 0;

  async function step() {
    const now = Date.now();
    const users = ((await root.child(REALTIME_PATHS.users).once('value')).val() ?? {}) as Record<
      string,
      { telessaude?: { sala?: WebRoom } }
    >;
    let live = 0;
    for (const [cpf, user] of Object.entries(users)) {
      const sdk = user.telessaude?.sala?.agoraSdk;
      if (!sdk) continue;
      if (!sdk.canal || now - Date.parse(sdk.updated_at ?? '') >= HOUR) continue; // stale: left for the panel
      live += 1;
      const ends = random.chance(0.01);
      await root.child(webRoomPath(cpf)).transaction((current) => {
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
      });
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
      await root.child(webRoomPath(cpf)).set(room);
    }

    const apps = ((await root.child(REALTIME_PATHS.appRooms).once('value')).val() ?? {}) as Record<
      string,
      AppRoom
    >;
    for (const id of Object.keys(apps)) {
      await root.child(`${REALTIME_PATHS.appRooms}/${id}`).transaction((current) => {
        const room = current as AppRoom | null;
        if (!room) return undefined;
        return {
          ...room,
          pacienteNivelTransmissao: randomLevel(random),
          profissionalNivelTransmissao: room.funNome ? randomLevel(random) : null,
          updated_at: realtimeInstant(now),
        };
      });
    }
    tick += 1;
  }

  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    step()
      .catch((error: unknown) => console.error('[realtime] simulator:', error))
      .finally(() => {
        busy = false;
      });
  }, tickMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
