import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, markChanged, nextId, queueIndex, resetDb, setSeed, snapshot } from '../db';
import { schemaFingerprint } from '../db/fingerprint';
import { recoverInterruptedImports } from '../handlers/import';
import { commitImport, stageImport, undoImport } from '../import/commit';
import { seedSnapshot } from '../seed';
import { loadState, persistChanges, stateFile, writeState } from './persistence';

setSeed(seedSnapshot);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'persistence-'));
  process.env.SANDBOX_DATA_DIR = dir;
  resetDb({ force: true });
});
afterEach(() => {
  delete process.env.SANDBOX_DATA_DIR;
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The data folder as a SIGKILL would leave it now: a copy of its files, then the running
 * persistence stopped and the copy made the data folder (the next start reads it).
 */
function crash(persistence: { stop(): void }): void {
  const copy = mkdtempSync(join(tmpdir(), 'persistence-crash-'));
  cpSync(dir, copy, { recursive: true });
  persistence.stop();
  rmSync(dir, { recursive: true, force: true });
  dir = copy;
  process.env.SANDBOX_DATA_DIR = dir;
  resetDb({ force: true });
}

describe('sandbox persistence', () => {
  it('starts from the seed and writes it, then reloads what was saved', () => {
    expect(loadState()).toBe('seed');
    db.rss.create({
      rss_id: 999,
      rss_id_clientes: 1,
      rss_status: true,
      rss_url: 'https://exemplo.com.br/feed',
      rss_criado_em: '2026-11-21 10:00:00',
    });
    writeState();
    resetDb({ force: true });
    expect(db.rss.findFirst({ where: { rss_id: { equals: 999 } } })).toBeNull();
    expect(loadState()).toBe('saved');
    expect(db.rss.findFirst({ where: { rss_id: { equals: 999 } } })?.rss_url).toBe(
      'https://exemplo.com.br/feed',
    );
  });

  it('journals a change before the route that made it ends, and a restart finds it', () => {
    loadState();
    const persistence = persistChanges();
    db.blipBot.delete({ where: { bbo_id: { equals: 1 } } });
    markChanged();
    crash(persistence);
    expect(db.blipBot.findFirst({ where: { bbo_id: { equals: 1 } } })).not.toBeNull();
    expect(loadState()).toBe('saved');
    expect(db.blipBot.findFirst({ where: { bbo_id: { equals: 1 } } })).toBeNull();
  });

  it('journals the rows an import replaced in place, and an undo of it, before a crash', async () => {
    loadState();
    const persistence = persistChanges();
    const row = queueIndex.ofClient('3302858').find((r) => r.fir_fila_id !== null)!;
    const key = { fir_id: { equals: row.fir_id } };
    const was = row.fir_procedimentos;
    const plan = await stageImport('3302858', [
      { ...row, fir_procedimentos: 'EXAME SUBSTITUIDO', fir_id_importacao: 990 },
    ]);
    commitImport(990, '3302858', plan);
    persistence.flush();
    crash(persistence);
    loadState();
    expect(db.fila.findFirst({ where: key })?.fir_procedimentos).toBe('EXAME SUBSTITUIDO');

    const again = persistChanges();
    expect(undoImport(990, '3302858')).toEqual({ removed: 0, restored: 1 });
    again.flush();
    crash(again);
    loadState();
    expect(db.fila.findFirst({ where: key })?.fir_procedimentos).toBe(was);
    expect(undoImport(990, '3302858')).toBeNull();
  });

  it('drops a journal line cut short by a crash, and keeps the ones before it', () => {
    loadState();
    const persistence = persistChanges();
    db.blipBot.delete({ where: { bbo_id: { equals: 1 } } });
    markChanged();
    crash(persistence);
    const journal = readdirSync(dir).find((name) => name.startsWith('journal-'))!;
    appendFileSync(join(dir, journal), '{"o":[["blipBot",2,nu');
    expect(loadState()).toBe('saved');
    expect(db.blipBot.findFirst({ where: { bbo_id: { equals: 1 } } })).toBeNull();
    expect(db.blipBot.findFirst({ where: { bbo_id: { equals: 2 } } })).not.toBeNull();
  });

  it('never hands out an id twice, even after the row that had it was deleted', () => {
    loadState();
    const persistence = persistChanges();
    const id = nextId('rss');
    db.rss.create({ rss_id: id, rss_id_clientes: 1, rss_url: 'https://exemplo.com.br/a' });
    markChanged();
    db.rss.delete({ where: { rss_id: { equals: id } } });
    markChanged();
    crash(persistence);
    loadState();
    expect(nextId('rss')).toBe(id + 1);
  });

  it('converts a state saved whole before the journal, keeping its rows', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    db.rss.create({ rss_id: 998, rss_id_clientes: 1, rss_url: 'https://exemplo.com.br/antigo' });
    const older = { schema: schemaFingerprint, savedAt: '', state: snapshot() };
    writeFileSync(stateFile(), JSON.stringify(older));
    resetDb({ force: true });
    expect(loadState()).toBe('saved');
    expect(db.rss.findFirst({ where: { rss_id: { equals: 998 } } })?.rss_url).toBe(
      'https://exemplo.com.br/antigo',
    );
    expect(db.fila.count()).toBe(older.state.tables.fila.length);
    resetDb({ force: true });
    expect(loadState()).toBe('saved');
    expect(db.rss.findFirst({ where: { rss_id: { equals: 998 } } })).not.toBeNull();
    warn.mockRestore();
  });

  it("migrates a state of older models that today's only add to: new tables empty, new fields defaulted", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadState()).toBe('seed');
    db.noticia.create({ nov_id: 997, nov_titulo: 'Notícia de antes', nov_id_clientes: 1 });
    writeState();
    // The same state as older models wrote it: no 'rss' model, and 'noticia' without its last field.
    const base = JSON.parse(readFileSync(stateFile(), 'utf8'));
    const models = (base.schema as string).split(';');
    const newsAt = models.findIndex((m) => m.startsWith('noticia:'));
    const newsFields = models[newsAt]!.split(':')[1]!.split(',');
    const dropped = newsFields.pop()!;
    models[newsAt] = `noticia:${newsFields.join(',')}`;
    base.schema = models.filter((m) => !m.startsWith('rss:')).join(';');
    delete base.tables.rss;
    const news = base.tables.noticia;
    const at = news.columns.indexOf(dropped);
    news.columns.splice(at, 1);
    for (const row of news.rows) row.splice(at, 1);
    writeFileSync(stateFile(), JSON.stringify(base));
    resetDb({ force: true });

    expect(loadState()).toBe('saved');
    const migrated = db.noticia.findFirst({ where: { nov_id: { equals: 997 } } })!;
    expect(migrated.nov_titulo).toBe('Notícia de antes');
    expect(dropped in migrated).toBe(true);
    expect(db.rss.count()).toBe(0);
    expect(readdirSync(dir).some((name) => name.startsWith('kept-'))).toBe(false);
    expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(
      new RegExp(`migrado.*noticia\\.${dropped}.*rss`),
    );
    // Written in today's form: the next start takes it as it is.
    resetDb({ force: true });
    warn.mockClear();
    expect(loadState()).toBe('saved');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps a state of other models, or an unreadable one, aside and starts from the seed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const old = JSON.stringify({ schema: 'antigo', state: { version: 1 } });
    writeFileSync(stateFile(), old);
    expect(loadState()).toBe('seed');
    writeFileSync(stateFile(), '{ quebrado');
    expect(loadState()).toBe('seed');
    const kept = readdirSync(dir).filter((name) => name.startsWith('kept-'));
    const contents = kept.map((folder) => readFileSync(join(dir, folder, 'state.json'), 'utf8'));
    expect(contents.sort()).toEqual(['{ quebrado', old]);
    expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(
      /foi guardado em .*kept-.*começou do seed/,
    );
    warn.mockRestore();
  });

  it('creates its files readable by their owner only (they hold tokens, hashes and CPFs)', () => {
    loadState();
    const persistence = persistChanges();
    markChanged();
    persistence.stop();
    for (const name of readdirSync(dir)) {
      expect([name, statSync(join(dir, name)).mode & 0o077]).toEqual([name, 0]);
    }
  });

  it('undoes an import interrupted by a restart', () => {
    db.importacao.create({
      ims_id: 50,
      ims_id_clientes: 1,
      ims_nome_arquivo: 'f.csv',
      ims_situacao: 'PROCESSANDO',
      ims_alterado_em: 0,
      ims_linhas_lidas: 1,
      ims_linhas_importadas: 1,
      ims_erros: '[]',
    });
    const row = db.fila.getAll()[0]!;
    db.fila.update({ where: { fir_id: { equals: row.fir_id } }, data: { fir_id_importacao: 50 } });
    recoverInterruptedImports();
    expect(db.fila.findFirst({ where: { fir_id: { equals: row.fir_id } } })).toBeNull();
    // Gone from the searches too, not only from the table.
    expect(queueIndex.ofClient(row.fir_codigo_cliente).map((r) => r.fir_id)).not.toContain(
      row.fir_id,
    );
    expect(db.importacao.findFirst({ where: { ims_id: { equals: 50 } } })?.ims_situacao).toBe(
      'FALHOU',
    );
  });
});
