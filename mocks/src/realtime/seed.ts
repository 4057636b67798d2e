/**
 * The realtime database's initial tree: live web rooms (users/{cpf}/telessaude/sala), app rooms
 * (sala_telessaude) and the movement log (telessaude-log). Times are relative to the moment the
 * server starts, so live rooms look live; some web rooms are stale (over an hour without an
 * update, with a patient stream) so the panel's automatic removal has work.
 */
import {
  REALTIME_PATHS,
  ROOM_REMOVAL_REASONS,
  roomRemovalLog,
  type AppRoom,
  type LogEntry,
  type WebRoom,
} from '@portal/contracts/realtime';
import { generateCpf } from '../core/documents';
import { isoOf, toMoment } from '../core/time';
import { personName, professionalName } from '../seed/names';
import { DEMO } from '../seed/people';
import { protocolOf } from '../seed/panel';
import { createRandom, type Random } from '../seed/random';

const MINUTE = 60_000;

/** Connection quality as the video SDK reports it: 1 excellent … 6 down (0 unknown). */
export const randomLevel = (random: Random) =>
  random.weighted([
    [1, 30],
    [2, 30],
    [3, 18],
    [4, 10],
    [5, 7],
    [6, 3],
    [0, 2],
  ] as const);

export interface RealtimeTree {
  users: Record<string, { telessaude: { sala: WebRoom } }>;
  sala_telessaude: Record<string, AppRoom>;
  'telessaude-log': Record<string, Record<string, LogEntry>>;
}

/** An instant as the teleconsultation apps write it: ISO 8601 with the local offset. */
export const realtimeInstant = (instant: number) => isoOf(toMoment(instant));

export function buildRealtimeSeed(now: number): RealtimeTree {
  const random = createRandom('realtime');
  const tree: RealtimeTree = {
    [REALTIME_PATHS.users]: {},
    [REALTIME_PATHS.appRooms]: {},
    [REALTIME_PATHS.log]: {},
  } as RealtimeTree;
  const doctors = Array.from({ length: 6 }, () => professionalName(random));

  // Live web rooms (updated in the last minutes), stale ones (over an hour), a room whose
  // patient has not joined yet, old rooms without the SDK block, and one with no channel (unlisted).
  const kinds = [
    ...Array<'live'>(9).fill('live'),
    ...Array<'stale'>(3).fill('stale'),
    'waiting' as const,
    'old' as const,
    'old' as const,
    'no-channel' as const,
  ];
  kinds.forEach((kind, i) => {
    const cpf = generateCpf(random);
    const name = personName(random);
    const createdAgo = kind === 'stale' ? random.int(70, 300) : random.int(2, 50);
    const created = now - createdAgo * MINUTE;
    const protocol = protocolOf(created, 900 + i);
    const room: WebRoom = { protocol, pacNome: name, created_at: realtimeInstant(created) };
    if (kind !== 'old') {
      const updated =
        kind === 'stale' ? now - random.int(65, 240) * MINUTE : now - random.int(0, 90) * 1000;
      room.agoraSdk = {
        canal: kind === 'no-channel' ? null : `sala-${protocol}`,
        cpf,
        pacStreamId: kind === 'waiting' ? null : random.int(100_000, 999_999),
        pacienteNivelTransmissao: kind === 'waiting' ? null : randomLevel(random),
        profissionalNivelTransmissao: randomLevel(random),
        funNome: random.pick(doctors),
        updated_at: realtimeInstant(updated),
      };
    }
    tree.users[cpf] = { telessaude: { sala: room } };
  });

  for (let i = 0; i < 7; i++) {
    const created = now - random.int(1, 40) * MINUTE;
    const id = `app-${protocolOf(created, 700 + i)}`;
    tree.sala_telessaude[id] = {
      sala: id,
      pacCpf: generateCpf(random),
      pacNome: personName(random),
      pacienteNivelTransmissao: randomLevel(random),
      funNome: i === 6 ? null : random.pick(doctors),
      profissionalNivelTransmissao: i === 6 ? null : randomLevel(random),
      updated_at: realtimeInstant(now - random.int(0, 60) * 1000),
      created_at: realtimeInstant(created),
    };
  }

  // Earlier removals: the log the panel writes when a room is removed (the last ones from before
  // the log said who removed the room).
  for (let i = 0; i < 12; i++) {
    const cpf = generateCpf(random);
    const at = new Date(now - random.int(1, 72 * 60) * MINUTE - random.int(0, 999));
    const reason = random.chance(0.5) ? ROOM_REMOVAL_REASONS.stale : ROOM_REMOVAL_REASONS.manual;
    const { path, entry } = roomRemovalLog(cpf, reason, at, i < 9 ? DEMO.panel.login : null);
    tree['telessaude-log'][cpf] = { [path.split('/').pop()!]: entry };
  }
  return tree;
}
