/**
 * The room simulator over fake time: the rooms kept moving for one step and then froze
 * for good, because the step awaited a write of the in-process database that never answers.
 */
import { webRooms } from '@portal/contracts/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeTree } from './seed';
import { startRealtime, type RealtimeServer } from './server';
import { startSimulator, stepDeadline, type RealtimeRef } from './simulator';

const MINUTE = 60_000;
const TICK_MS = 4_000;

let server: RealtimeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.useRealTimers();
});

/** Each listed web room's level pair and update time, by CPF. */
function roomStates(tree: RealtimeTree) {
  return new Map(
    webRooms(tree.users).map(({ cpf, room }) => [
      cpf,
      JSON.stringify([
        room.agoraSdk?.pacienteNivelTransmissao,
        room.agoraSdk?.profissionalNivelTransmissao,
        room.agoraSdk?.updated_at,
      ]),
    ]),
  );
}

describe('room simulator', () => {
  it('keeps the live rooms changing through ten minutes of ticks', async () => {
    // Fake time moves only between steps: each tick's step talks to the real server over real
    // I/O, so the test waits for it to end before the clock moves on (a loaded machine's slow
    // step is then still a step, not one abandoned because fake time raced past its deadline).
    const realTimeout = globalThis.setTimeout; // taken before the clock is faked
    const realSleep = (ms: number) => new Promise((resolve) => realTimeout(resolve, ms));
    const outcomes: string[] = [];
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
    server = await startRealtime({
      port: 0,
      tickMs: TICK_MS,
      simulator: { onSettled: (outcome) => outcomes.push(outcome) },
    });
    const oneTick = async () => {
      const settled = outcomes.length;
      await vi.advanceTimersByTimeAsync(TICK_MS);
      for (let waited = 0; outcomes.length === settled; waited += 5) {
        if (waited > 20_000) throw new Error(`step ${settled + 1} never ended`);
        await realSleep(5);
      }
    };
    const appTimes = (tree: RealtimeTree) =>
      Object.values(tree.sala_telessaude).map((room) => room.updated_at);

    let before = (await server.value())!;
    for (let minute = 1; minute <= 10; minute++) {
      for (let tick = 0; tick < MINUTE / TICK_MS; tick++) await oneTick();
      const after = (await server.value())!;
      const now = roomStates(after);
      // A room whose levels moved, or that ended (the simulator ends one now and then, at random,
      // and opens another): either way the panel shows it changed.
      const changed = [...roomStates(before)].filter(([cpf, state]) => now.get(cpf) !== state);
      // Nine live rooms move at every tick; a minute is 15 ticks.
      expect(changed.length, `web rooms changed in minute ${minute}`).toBeGreaterThanOrEqual(5);
      const newest = Math.max(
        ...webRooms(after.users)
          .map(({ room }) => Date.parse(room.agoraSdk?.updated_at ?? ''))
          .filter(Number.isFinite),
      );
      expect(Date.now() - newest, `newest update at minute ${minute}`).toBeLessThanOrEqual(TICK_MS);
      expect(appTimes(after), `app rooms at minute ${minute}`).not.toEqual(appTimes(before));
      before = after;
    }
    expect(outcomes).toEqual(Array.from({ length: 150 }, () => 'done'));
  }, 90_000);

  it('abandons a step whose database call never answers, logs it, and goes on ticking', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let reads = 0;
    let hang = true;
    const ref: RealtimeRef = {
      child: () => ref,
      once: async () => {
        reads += 1;
        // Reads answer; the first step's read is followed by a write that hangs.
        return {
          val: () => ({
            '52998224725': {
              telessaude: {
                sala: {
                  agoraSdk: {
                    canal: 'sala-1',
                    pacStreamId: 1,
                    updated_at: new Date().toISOString(),
                  },
                },
              },
            },
          }),
        };
      },
      set: () => Promise.resolve(),
      remove: () => Promise.resolve(),
      transaction: () => (hang ? new Promise(() => undefined) : Promise.resolve(null)),
    };
    const log = vi.fn();
    const stop = startSimulator(ref, 1_000, { log });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reads).toBe(1);
    // Busy until the deadline: no new step starts meanwhile.
    await vi.advanceTimersByTimeAsync(stepDeadline(1_000) - 1);
    expect(reads).toBe(1);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/step abandoned after 5000 ms/));
    hang = false;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(reads).toBeGreaterThanOrEqual(3 * 2); // users and app rooms, every tick again
    stop();
  });
});
