import { describe, expect, it } from 'vitest';
import { seedSnapshot } from '../seed';
import { db, markChanged, resetDb, setSeed } from './index';

setSeed(seedSnapshot);

describe('resetDb reuses the seed it built', () => {
  it('still gives back the seed after rows were changed, queue rows included', () => {
    resetDb({ force: true });
    const row = db.fila.getAll()[0]!;
    const client = db.cliente.getAll()[0]!;
    db.fila.update({
      where: { fir_id: { equals: row.fir_id } },
      data: { fir_dias_na_fila: 99_999 },
    });
    db.cliente.update({
      where: { cli_id: { equals: client.cli_id } },
      data: { cli_nome: 'Mudado' },
    });
    markChanged();
    resetDb();
    expect(db.fila.findFirst({ where: { fir_id: { equals: row.fir_id } } })?.fir_dias_na_fila).toBe(
      row.fir_dias_na_fila,
    );
    expect(db.cliente.findFirst({ where: { cli_id: { equals: client.cli_id } } })?.cli_nome).toBe(
      client.cli_nome,
    );
  });

  it('builds it again from a new seed function', () => {
    let calls = 0;
    setSeed(() => {
      calls += 1;
      return seedSnapshot();
    });
    resetDb({ force: true });
    resetDb({ force: true });
    expect(calls).toBe(1);
    setSeed(seedSnapshot);
  });
});
