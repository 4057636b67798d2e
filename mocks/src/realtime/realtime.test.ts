import {
  appRoomsSchema,
  logTreeSchema,
  realtimeUsersSchema,
  webRooms,
} from '@portal/contracts/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRealtimeSeed } from './seed';
import { startRealtime, type RealtimeServer } from './server';

let server: RealtimeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('realtime database', () => {
  it('seeds rooms and logs in the contract shapes, with stale and old rooms', () => {
    const now = Date.now();
    const tree = buildRealtimeSeed(now);
    expect(realtimeUsersSchema.safeParse(tree.users).success).toBe(true);
    expect(appRoomsSchema.safeParse(tree.sala_telessaude).success).toBe(true);
    expect(logTreeSchema.safeParse(tree['telessaude-log']).success).toBe(true);
    const listed = webRooms(tree.users);
    expect(listed.length).toBe(Object.keys(tree.users).length - 1);
    const stale = listed.filter(
      ({ room }) =>
        room.agoraSdk?.pacStreamId && now - Date.parse(room.agoraSdk.updated_at ?? '') >= 3_600_000,
    );
    expect(stale.length).toBe(3);
    expect(listed.filter(({ room }) => !room.agoraSdk)).toHaveLength(2);
  });

  it('keeps live rooms moving and leaves stale rooms alone', async () => {
    server = await startRealtime({ port: 0, tickMs: 60 });
    const before = (await server.value())!;
    const updated = (tree: typeof before, cpf: string) =>
      tree.users[cpf]?.telessaude.sala.agoraSdk?.updated_at;
    const cpfs = Object.keys(before.users);
    const stale = cpfs.filter(
      (cpf) => Date.now() - Date.parse(updated(before, cpf) ?? '') > 3_600_000,
    );
    expect(stale.length).toBe(3);
    // Ticks every 60 ms; on a loaded machine the first ones may come late, so wait for a move.
    let after = before;
    await vi.waitFor(
      async () => {
        after = (await server!.value())!;
        const moved = cpfs.filter(
          (cpf) => after.users[cpf] && updated(after, cpf) !== updated(before, cpf),
        );
        expect(moved.length).toBeGreaterThan(0);
      },
      { timeout: 5_000, interval: 100 },
    );
    for (const cpf of stale) expect(updated(after, cpf)).toBe(updated(before, cpf));
    expect(server.databaseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\?ns=sandbox$/);
  });
});
