import {
  removalMarkPath,
  roomRemovalLog,
  roomRemovalUpdate,
  ROOM_REMOVAL_REASONS,
  webRoomPath,
} from '@portal/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { loadTargaryen, readRules, type RulesAuth, type RulesFile } from './rules';
import { buildRealtimeSeed } from './seed';

// The contract's rules evaluated as data, with targaryen as firebase-server embeds it.
const targaryen = loadTargaryen();
const seed = buildRealtimeSeed(Date.parse('2026-11-20T18:00:00Z'));
const cpf = Object.keys(seed.users)[0]!;
const appRoom = Object.keys(seed.sala_telessaude)[0]!;
const loggedCpf = Object.keys(seed['telessaude-log'])[0]!;
const loggedKey = Object.keys(seed['telessaude-log'][loggedCpf]!)[0]!;

const token = (claims: Record<string, unknown>): RulesAuth => ({
  uid: String(claims.uid ?? 'x'),
  token: { iat: 1, exp: 2, ...claims },
});
const panel = token({ uid: 'op-1', painel: true });
const who: Record<string, RulesAuth | null> = {
  'no token': null,
  "a patient's token": token({ uid: '52998224725', role: 'patient' }),
  'painel as a string': token({ uid: 'op-1', painel: 'true' }),
  'painel: false': token({ uid: 'op-1', painel: false }),
};
const { path: newLog, entry } = roomRemovalLog(cpf, ROOM_REMOVAL_REASONS.manual, new Date());

const as = (auth: RulesAuth | null, rules: RulesFile = readRules()) =>
  targaryen.database(rules, seed).as(auth);

describe('realtime rules (contracts/realtime/database.rules.json)', () => {
  const reads = ['users', `users/${cpf}`, webRoomPath(cpf), 'sala_telessaude', 'telessaude-log'];

  it.each(reads)('lets a panel session read %s', (path) => {
    expect(as(panel).read(path).allowed).toBe(true);
  });

  it('refuses a removal without its log entry, and a log entry without its removal', () => {
    const db = as(panel);
    expect(db.write(webRoomPath(cpf), null).allowed).toBe(false);
    expect(db.write(newLog, entry).allowed).toBe(false);
    const key = newLog.split('/').at(-1)!;
    // A mark alone, or a removal with only its mark (no entry where it points), is refused too.
    expect(db.write(removalMarkPath(cpf), key).allowed).toBe(false);
    expect(db.update('', { [webRoomPath(cpf)]: null, [removalMarkPath(cpf)]: key }).allowed).toBe(
      false,
    );
    // A removal with an entry but no mark naming it: the rules could not tie them.
    expect(db.update('', { [webRoomPath(cpf)]: null, [newLog]: entry }).allowed).toBe(false);
  });

  it('refuses a removal entry for a room that does not exist', () => {
    const ghost = '11144477735';
    expect(seed.users[ghost]?.telessaude?.sala).toBeFalsy();
    const log = roomRemovalLog(ghost, ROOM_REMOVAL_REASONS.manual, new Date());
    expect(as(panel).update('', roomRemovalUpdate(ghost, log)).allowed).toBe(false);
    expect(as(panel).update('', { [log.path]: log.entry }).allowed).toBe(false);
    // Nor an entry for an existing room that names another room's path.
    const other = { ...entry, path: webRoomPath(ghost) };
    expect(
      as(panel).update('', roomRemovalUpdate(cpf, { path: newLog, entry: other })).allowed,
    ).toBe(false);
  });

  it('takes the operator who removed the room as 1–100 characters of text, and nothing else', () => {
    const by = roomRemovalLog(cpf, ROOM_REMOVAL_REASONS.manual, new Date(), 'painel');
    expect(by.entry.removed_by).toBe('painel');
    expect(as(panel).update('', roomRemovalUpdate(cpf, by)).allowed).toBe(true);
    for (const removed_by of [42, '', 'x'.repeat(101)]) {
      const bad = { path: by.path, entry: { ...by.entry, removed_by } };
      expect(as(panel).update('', roomRemovalUpdate(cpf, bad as typeof by)).allowed).toBe(false);
    }
  });

  it('lets a panel session remove a room and write its log entry in one atomic update', () => {
    const both = roomRemovalUpdate(cpf, { path: newLog, entry });
    const done = as(panel).update('', both);
    expect(done.allowed).toBe(true);
    // All or nothing: a log entry the rules refuse (here: one that already exists) keeps the room.
    const clash = roomRemovalUpdate(cpf, {
      path: `telessaude-log/${loggedCpf}/${loggedKey}`,
      entry,
    });
    expect(as(panel).update('', clash).allowed).toBe(false);
    expect(
      as(panel).update(
        '',
        roomRemovalUpdate(cpf, { path: newLog, entry: { ...entry, type: 'x' as 'delete' } }),
      ).allowed,
    ).toBe(false);
    for (const auth of Object.values(who)) expect(as(auth).update('', both).allowed).toBe(false);
  });

  it('refuses the panel anything else: the root, writing rooms, app rooms, editing the log', () => {
    const db = as(panel);
    expect(db.read('').allowed).toBe(false);
    expect(db.write(webRoomPath(cpf), { ...seed.users[cpf]!.telessaude.sala }).allowed).toBe(false);
    expect(db.write(`users/${cpf}`, null).allowed).toBe(false);
    expect(db.write('users', null).allowed).toBe(false);
    expect(db.write(`sala_telessaude/${appRoom}`, null).allowed).toBe(false);
    expect(db.write(`telessaude-log/${loggedCpf}/${loggedKey}`, null).allowed).toBe(false);
    expect(db.write(`telessaude-log/${loggedCpf}/${loggedKey}`, entry).allowed).toBe(false);
    expect(db.write(newLog, { ...entry, type: 'update' }).allowed).toBe(false);
    expect(db.write(newLog, { ...entry, extra: 1 }).allowed).toBe(false);
    expect(db.write(newLog, { path: entry.path }).allowed).toBe(false);
  });

  describe.each(Object.entries(who))('with %s', (_name, auth) => {
    it.each(['', ...reads, `sala_telessaude/${appRoom}`])('reads nothing at "%s"', (path) => {
      expect(as(auth).read(path).allowed).toBe(false);
    });
    it('removes and writes nothing', () => {
      expect(as(auth).write(webRoomPath(cpf), null).allowed).toBe(false);
      expect(as(auth).write(newLog, entry).allowed).toBe(false);
      expect(as(auth).write(`sala_telessaude/${appRoom}`, null).allowed).toBe(false);
      expect(as(auth).update('', { users: null }).allowed).toBe(false);
    });
  });

  it('is a checker: open rules would let anyone in, which this suite refuses', () => {
    const open: RulesFile = { rules: { '.read': true, '.write': true } };
    expect(as(null, open).read('users').allowed).toBe(true);
    expect(as(null, open).write(webRoomPath(cpf), null).allowed).toBe(true);
  });
});
