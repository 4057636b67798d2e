import { describe, expect, it } from 'vitest';
import {
  appRooms,
  cpfKey,
  flattenLog,
  formatLogCreatedAt,
  logEntryPath,
  logKey,
  parseLogKey,
  ROOM_REMOVAL_REASONS,
  roomRemovalLog,
  webRoomPath,
  webRooms,
} from './paths';
import { logEntrySchema, webRoomSchema } from './schema';

const at = new Date(2026, 10, 20, 18, 42, 7, 9); // local time

const room = (extra: object = {}) => ({
  protocol: '20261120000123',
  pacNome: 'Maria da Silva Oliveira',
  created_at: '2026-11-20T18:30:00-03:00',
  ...extra,
});
const sdk = (extra: object = {}) => ({
  canal: 'sala-20261120000123',
  cpf: '52998224725',
  pacStreamId: 4411,
  pacienteNivelTransmissao: 1,
  profissionalNivelTransmissao: 2,
  funNome: 'Dr. Carlos Menezes',
  updated_at: '2026-11-20T18:50:17-03:00',
  ...extra,
});

describe('realtime paths', () => {
  it('keys by CPF digits', () => {
    expect(cpfKey('529.982.247-25')).toBe('52998224725');
    expect(webRoomPath('529.982.247-25')).toBe('users/52998224725/telessaude/sala');
  });

  it('formats the log key as YYYYMMDDHHmmssSSS and reads it back', () => {
    expect(logKey(at)).toBe('20261120184207009');
    expect(parseLogKey('20261120184207009')).toEqual(at);
    expect(parseLogKey('20261131184207009')).toBeNull();
    expect(parseLogKey('2026112018')).toBeNull();
    expect(logEntryPath('529.982.247-25', at)).toBe('telessaude-log/52998224725/20261120184207009');
  });

  it('formats created_at as DD/MM/YYYY - HH:mm:ss:SSS', () => {
    expect(formatLogCreatedAt(at)).toBe('20/11/2026 - 18:42:07:009');
  });

  it.each([
    [new Date(2026, 10, 20, 8, 5, 9, 7), '20261120080509007', '20/11/2026 - 08:05:09:007'],
    [new Date(2024, 1, 29, 23, 59, 59, 999), '20240229235959999', '29/02/2024 - 23:59:59:999'],
  ])('pads every part of %s: key %s, created_at %s', (date, key, createdAt) => {
    expect(logKey(date)).toBe(key);
    expect(formatLogCreatedAt(date)).toBe(createdAt);
  });

  it('builds the removal log entry the schema accepts', () => {
    const { path, entry } = roomRemovalLog('529.982.247-25', ROOM_REMOVAL_REASONS.stale, at);
    expect(path).toBe('telessaude-log/52998224725/20261120184207009');
    expect(entry).toEqual({
      path: 'users/52998224725/telessaude/sala',
      created_at: '20/11/2026 - 18:42:07:009',
      type: 'delete',
      subtype: 'Controle Teleconsulta - Mais de 1 hora sem atualização',
    });
    expect(logEntrySchema.parse(entry)).toEqual(entry);
  });
});

describe('realtime snapshots', () => {
  it('lists rooms with a channel and old rooms, skipping the rest', () => {
    const users = {
      '52998224725': { telessaude: { sala: room({ agoraSdk: sdk() }) }, nome: 'extra field' },
      '11144477735': { telessaude: { sala: room() } },
      '39053344705': { telessaude: { sala: room({ agoraSdk: sdk({ canal: null }) }) } },
      '86288366757': { telessaude: { sala: { protocol: 1 } } },
      '15350946056': { perfil: {} },
      '98765432100': { telessaude: { sala: 'not a room' } },
    };
    expect(webRooms(users).map((r) => [r.cpf, Boolean(r.room.agoraSdk)])).toEqual([
      ['52998224725', true],
      ['11144477735', false],
      ['86288366757', false],
    ]);
    expect(webRooms(null)).toEqual([]);
  });

  it('keeps a room whose fields are missing or malformed, reading them as missing', () => {
    const parsed = webRoomSchema.parse({
      created_at: '20/11/2026 18:30',
      protocol: { nested: true },
      agoraSdk: { canal: 'c', pacStreamId: 7, pacienteNivelTransmissao: 'ruim' },
    });
    expect(parsed).toEqual({
      protocol: null,
      pacNome: undefined,
      created_at: null,
      agoraSdk: {
        canal: 'c',
        cpf: undefined,
        pacStreamId: 7,
        pacienteNivelTransmissao: null,
        profissionalNivelTransmissao: undefined,
        funNome: undefined,
        updated_at: undefined,
      },
    });
    expect(appRooms({ a: { sala: 'app-1' }, b: 'not a room', c: null })).toEqual([
      ['a', { sala: 'app-1' }],
    ]);
  });

  it('keeps valid but unusual values as they are: a numeric protocol, a level outside 0–6', () => {
    const parsed = webRoomSchema.parse({
      protocol: 20261120000123,
      pacNome: 'Maria',
      agoraSdk: {
        canal: 'c',
        cpf: 52998224725,
        pacienteNivelTransmissao: 9,
        profissionalNivelTransmissao: 2.5,
      },
    });
    expect(parsed.protocol).toBe('20261120000123');
    expect(parsed.agoraSdk).toMatchObject({
      cpf: '52998224725',
      pacienteNivelTransmissao: 9,
      profissionalNivelTransmissao: 2.5,
    });
    expect(appRooms({ k: { sala: 77, pacienteNivelTransmissao: -1 } })).toEqual([
      ['k', { sala: '77', pacienteNivelTransmissao: -1 }],
    ]);
  });

  it('reads app rooms', () => {
    const rooms = appRooms({
      a: {
        sala: 'app-1',
        pacCpf: '52998224725',
        pacNome: 'Maria',
        pacienteNivelTransmissao: 1,
        funNome: 'Dr. Carlos',
        profissionalNivelTransmissao: 1,
        updated_at: '2026-11-20T18:50:17Z',
        created_at: '2026-11-20T18:30:00Z',
      },
      b: { sala: 'partial', pacNome: { primeiro: 'Maria' } },
    });
    expect(rooms.map(([key, room]) => [key, room.pacNome])).toEqual([
      ['a', 'Maria'],
      ['b', null],
    ]);
  });

  it('flattens the log newest first, with id and cpf', () => {
    const entry = (subtype: string) => ({
      path: 'users/52998224725/telessaude/sala',
      created_at: '20/11/2026 - 18:42:07:009',
      type: 'delete',
      subtype,
    });
    const rows = flattenLog({
      '52998224725': { '20261120184207009': entry('a'), '20261120190000000': entry('b') },
      '11144477735': { '20261119100000000': entry('c'), bad: { type: 'x' } },
    });
    expect(rows.map((r) => [r.cpf, r.id, r.subtype])).toEqual([
      ['52998224725', '20261120190000000', 'b'],
      ['52998224725', '20261120184207009', 'a'],
      ['11144477735', '20261119100000000', 'c'],
    ]);
  });
});
