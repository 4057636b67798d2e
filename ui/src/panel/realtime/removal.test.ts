import {
  logEntrySchema,
  parseLogKey,
  ROOM_REMOVAL_REASONS,
  type ListedWebRoom,
  type WebRoom,
} from '@portal/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { buildMemoryTree, createMemorySource } from './memory';
import {
  AUTO_REMOVAL_INTERVAL_KEY,
  AUTO_REMOVAL_INTERVAL_MS,
  autoRemovalInterval,
  isStaleRoom,
  removalFailureReason,
  removeRoom,
  staleRooms,
} from './removal';

const NOW = Date.UTC(2026, 10, 20, 21, 42, 7);
const HOUR = 3_600_000;

const room = (sdk: Partial<NonNullable<WebRoom['agoraSdk']>> | null): WebRoom => ({
  protocol: '2026112000901',
  pacNome: 'Maria da Silva Oliveira',
  created_at: new Date(NOW - 3 * HOUR).toISOString(),
  ...(sdk
    ? {
        agoraSdk: {
          canal: 'sala-1',
          cpf: '12345678909',
          updated_at: new Date(NOW).toISOString(),
          ...sdk,
        },
      }
    : {}),
});

describe('isStaleRoom (a patient stream and 1 hour or more without update)', () => {
  const ago = (ms: number) => new Date(NOW - ms).toISOString();
  it.each([
    ['stream, updated exactly 1 h ago', { pacStreamId: 123, updated_at: ago(HOUR) }, true],
    ['stream, updated 2 h ago', { pacStreamId: 'abc', updated_at: ago(2 * HOUR) }, true],
    ['stream, updated 59 min 59 s ago', { pacStreamId: 123, updated_at: ago(HOUR - 1000) }, false],
    ['no stream (null), 2 h ago', { pacStreamId: null, updated_at: ago(2 * HOUR) }, false],
    ['no stream (missing), 2 h ago', { updated_at: ago(2 * HOUR) }, false],
    ['empty stream id, 2 h ago', { pacStreamId: '', updated_at: ago(2 * HOUR) }, false],
    ['stream id 0 counts as a stream', { pacStreamId: 0, updated_at: ago(2 * HOUR) }, true],
    ['unparseable update time', { pacStreamId: 1, updated_at: 'ontem' }, false],
  ])('%s → %s', (_name, sdk, stale) => {
    expect(isStaleRoom(room(sdk), NOW)).toBe(stale);
  });

  it('an old room without the SDK block is never stale', () => {
    expect(isStaleRoom(room(null), NOW)).toBe(false);
  });

  it('staleRooms keeps only the stale ones', () => {
    const rooms: ListedWebRoom[] = [
      {
        cpf: '1',
        room: room({ pacStreamId: 1, updated_at: new Date(NOW - 2 * HOUR).toISOString() }),
      },
      { cpf: '2', room: room({ pacStreamId: 1 }) },
      { cpf: '3', room: room(null) },
    ];
    expect(staleRooms(rooms, NOW).map((r) => r.cpf)).toEqual(['1']);
  });
});

describe('autoRemovalInterval (the test setting)', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it.each([
    [null, AUTO_REMOVAL_INTERVAL_MS],
    ['1500', 1500],
    ['200', 1000],
    ['abc', AUTO_REMOVAL_INTERVAL_MS],
    ['0', AUTO_REMOVAL_INTERVAL_MS],
    ['-5', AUTO_REMOVAL_INTERVAL_MS],
  ])('%s → %s ms', (value, ms) => {
    expect(autoRemovalInterval(storage(value))).toBe(ms);
  });
  it('defaults to 5 minutes without storage, or when reading throws', () => {
    expect(AUTO_REMOVAL_INTERVAL_MS).toBe(300_000);
    expect(autoRemovalInterval(null)).toBe(300_000);
    expect(
      autoRemovalInterval({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe(300_000);
    expect(AUTO_REMOVAL_INTERVAL_KEY).toBe('painel.remocaoAutomaticaMs');
  });
});

describe('removeRoom', () => {
  it('removes the room and writes the log entry the spec describes', async () => {
    const source = createMemorySource(buildMemoryTree(NOW));
    const cpf = '12345678909';
    expect(source.read(`users/${cpf}/telessaude/sala`)).not.toBeNull();
    const at = new Date(2026, 10, 20, 18, 42, 7, 5);
    const { path, entry } = await removeRoom(source, cpf, ROOM_REMOVAL_REASONS.manual, at);

    expect(source.read(`users/${cpf}/telessaude/sala`)).toBeNull();
    expect(path).toBe(`telessaude-log/${cpf}/20261120184207005`);
    expect(parseLogKey(path.split('/')[2]!)?.getTime()).toBe(at.getTime());
    expect(entry).toEqual({
      path: `users/${cpf}/telessaude/sala`,
      created_at: '20/11/2026 - 18:42:07:005',
      type: 'delete',
      subtype: 'via Controle Teleconsulta',
    });
    expect(logEntrySchema.parse(source.read(path))).toEqual(entry);
  });

  it('keys the log by the CPF digits even when given a formatted CPF', async () => {
    const source = createMemorySource(buildMemoryTree(NOW));
    const { path, entry } = await removeRoom(
      source,
      '123.456.789-09',
      ROOM_REMOVAL_REASONS.stale,
      new Date(2026, 0, 2, 3, 4, 5, 60),
    );
    expect(path).toBe('telessaude-log/12345678909/20260102030405060');
    expect(entry.subtype).toBe('Controle Teleconsulta - Mais de 1 hora sem atualização');
    expect(source.read('users/12345678909/telessaude/sala')).toBeNull();
  });

  it('rejects and writes no log when the removal fails', async () => {
    const source = createMemorySource(buildMemoryTree(NOW), { failWrites: true });
    await expect(removeRoom(source, '12345678909', ROOM_REMOVAL_REASONS.manual)).rejects.toThrow(
      'permission_denied',
    );
    expect(source.read('telessaude-log/12345678909')).toBeNull();
    expect(source.read('users/12345678909/telessaude/sala')).not.toBeNull();
  });

  it('waits, while disconnected, until the database has confirmed both writes', async () => {
    const source = createMemorySource(buildMemoryTree(NOW));
    source.setConnected(false);
    let done = false;
    const removal = removeRoom(source, '12345678909', ROOM_REMOVAL_REASONS.manual).then(() => {
      done = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    expect(source.pendingWrites()).toBe(1);
    // Nothing reached the database: neither the removal nor its log entry.
    expect(source.read('users/12345678909/telessaude/sala')).not.toBeNull();
    expect(source.read('telessaude-log/12345678909')).toBeNull();
    source.setConnected(true);
    await removal;
    expect(source.read('users/12345678909/telessaude/sala')).toBeNull();
    expect(source.read('telessaude-log/12345678909')).not.toBeNull();
  });

  it('words a refusal for the operator', () => {
    expect(removalFailureReason(new Error('permission_denied at /: denied'))).toBe(
      'o banco de dados em tempo real recusou a remoção (sem permissão).',
    );
    expect(removalFailureReason('boom')).toBe(
      'o banco de dados em tempo real não concluiu a remoção.',
    );
  });
});
