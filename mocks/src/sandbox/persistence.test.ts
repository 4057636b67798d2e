import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, markChanged, queueIndex, resetDb, setSeed } from '../db';
import { recoverInterruptedImports } from '../handlers/import';
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

  it('writes shortly after a change, and on flush', async () => {
    const persistence = persistChanges(20);
    db.blipBot.delete({ where: { bbo_id: { equals: 1 } } });
    markChanged();
    await new Promise((r) => setTimeout(r, 80));
    persistence.stop();
    const saved = JSON.parse(readFileSync(stateFile(), 'utf8')) as {
      state: { tables: { blipBot: Array<{ bbo_id: number }> } };
    };
    expect(saved.state.tables.blipBot.some((b) => b.bbo_id === 1)).toBe(false);
  });

  it('replaces a file of other models, or an unreadable one, with the seed', () => {
    writeFileSync(stateFile(), JSON.stringify({ schema: 'antigo', state: { version: 1 } }));
    expect(loadState()).toBe('seed');
    writeFileSync(stateFile(), '{ quebrado');
    expect(loadState()).toBe('seed');
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
