import {
  ROOM_REMOVAL_REASONS,
  webRooms,
  type AppRoom,
  type ListedWebRoom,
} from '@portal/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { buildMemoryTree, createMemorySource, emptyMemoryTree } from './memory';
import { removeRoom, staleRooms } from './removal';

const NOW = Date.UTC(2026, 10, 20, 21, 42, 7);

const next = <T>(subscribe: (cb: (value: T) => void) => () => void) =>
  new Promise<T>((resolve) => {
    const stop = subscribe((value) => {
      stop();
      resolve(value);
    });
  });

/** Every snapshot of the web rooms a source sends, from its first. */
async function watchRooms(source: ReturnType<typeof createMemorySource>) {
  const seen: ListedWebRoom[][] = [];
  source.subscribeWebRooms(
    (rooms) => seen.push(rooms),
    () => undefined,
  );
  await new Promise((r) => setTimeout(r, 0));
  return seen;
}

describe('buildMemoryTree', () => {
  it('holds live, waiting, stale, old and unlisted rooms in the contract shapes', () => {
    const tree = buildMemoryTree(NOW);
    const listed = webRooms(tree.users);
    expect(Object.keys(tree.users)).toHaveLength(8);
    expect(listed).toHaveLength(7); // the room without a channel is not listed
    expect(listed.filter(({ room }) => !room.agoraSdk)).toHaveLength(1);
    expect(staleRooms(listed, NOW)).toHaveLength(1);
    expect(listed.some(({ room }) => room.agoraSdk && room.agoraSdk.pacStreamId === null)).toBe(
      true,
    );
    expect(Object.keys(tree.sala_telessaude)).toHaveLength(4);
    expect(staleRooms(webRooms(buildMemoryTree(NOW, { stale: false }).users), NOW)).toHaveLength(0);
  });
});

describe('createMemorySource', () => {
  it('answers subscribers and tells them of every change', async () => {
    const source = createMemorySource(buildMemoryTree(NOW));
    const seen: ListedWebRoom[][] = [];
    const stop = source.subscribeWebRooms(
      (rooms) => seen.push(rooms),
      () => undefined,
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(seen[0]).toHaveLength(7);
    await removeRoom(source, '12345678909', ROOM_REMOVAL_REASONS.manual);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.at(-1)).toHaveLength(6);
    // The emptied user node disappears, as in the realtime database.
    expect(source.read('users/12345678909/telessaude/sala')).toBeNull();
    stop();
  });

  it('reads app rooms', async () => {
    const source = createMemorySource(buildMemoryTree(NOW));
    const rooms = await next<Array<[string, AppRoom]>>((cb) =>
      source.subscribeAppRooms(cb, () => undefined),
    );
    expect(rooms).toHaveLength(4);
    expect(rooms[0]![1].sala).toBe(rooms[0]![0]);
  });

  it('skips nodes that are not rooms, and reads a malformed field as missing', async () => {
    const source = createMemorySource(emptyMemoryTree());
    source.write('users/52998224725/telessaude/sala', { protocol: ['x'] });
    source.write('users/11144477735/telessaude/sala', 'not a room');
    const rooms = await next<ListedWebRoom[]>((cb) =>
      source.subscribeWebRooms(cb, () => undefined),
    );
    expect(rooms).toEqual([{ cpf: '52998224725', room: { protocol: null } }]);
  });

  it('fails subscriptions and writes when told to', async () => {
    const source = createMemorySource(emptyMemoryTree(), { failSubscribe: true, failWrites: true });
    const error = await new Promise<Error>((resolve) =>
      source.subscribeWebRooms(() => undefined, resolve),
    );
    expect(error.message).toBe('listen failed');
    await expect(removeRoom(source, '1', ROOM_REMOVAL_REASONS.manual)).rejects.toThrow();
  });

  it('tells connection changes; while down, listeners keep the last snapshot', async () => {
    const source = createMemorySource(buildMemoryTree(NOW));
    const states: boolean[] = [];
    source.subscribeConnection((connected) => states.push(connected));
    const seen = await watchRooms(source);
    source.setConnected(false);
    source.write('users/12345678909', null); // the database changes; the panel cannot know
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.at(-1)).toHaveLength(7);
    source.setConnected(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.at(-1)).toHaveLength(6);
    expect(states).toEqual([true, false, true]);
  });

  it('shows a removal at once while disconnected, as the SDK does, and undoes a refused one', async () => {
    const source = createMemorySource(buildMemoryTree(NOW), { failWrites: true });
    const seen = await watchRooms(source);
    source.setConnected(false);
    const removal = removeRoom(source, '12345678909', ROOM_REMOVAL_REASONS.manual);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.at(-1)).toHaveLength(6);
    source.setConnected(true);
    await expect(removal).rejects.toThrow('permission_denied');
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.at(-1)).toHaveLength(7);
    expect(source.read('users/12345678909')).not.toBeNull();
  });

  it('a silent database never connects nor answers', async () => {
    const source = createMemorySource(buildMemoryTree(NOW), { silent: true });
    const states: boolean[] = [];
    source.subscribeConnection((connected) => states.push(connected));
    const seen: unknown[] = [];
    source.subscribeWebRooms(
      (rooms) => seen.push(rooms),
      () => undefined,
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(states).toEqual([false]);
    expect(seen).toEqual([]);
  });
});
