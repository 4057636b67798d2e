import { describe, expect, it } from 'vitest';
import { seedSnapshot } from '../seed';
import { db, markChanged, nextId, resetDb, setSeed, snapshot } from './index';

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

  it('puts back the same rows, found the same way, with the same next id, as the first restore', () => {
    resetDb({ force: true }); // the first restore goes through the model API
    const first = JSON.stringify(snapshot());
    const clients = db.cliente.count();
    const id = nextId('noticia');
    db.noticia.create({ ...db.noticia.getAll()[0]!, nov_id: id, nov_titulo: 'Nova' });
    db.cliente.delete({ where: { cli_id: { equals: db.cliente.getAll()[0]!.cli_id } } });
    markChanged();
    resetDb(); // later ones copy the stored rows in
    expect(JSON.stringify(snapshot())).toBe(first);
    expect(db.cliente.count()).toBe(clients);
    expect(db.noticia.findFirst({ where: { nov_titulo: { equals: 'Nova' } } })).toBeNull();
    expect(nextId('noticia')).toBe(id);
    // A queue row changed on the object the table holds (as an import does), then reset again:
    // the stored rows themselves were not touched.
    const row = db.fila.getAll()[0]!;
    const days = row.fir_dias_na_fila;
    Object.assign(row, { fir_dias_na_fila: days + 1 });
    markChanged();
    resetDb();
    expect(db.fila.findFirst({ where: { fir_id: { equals: row.fir_id } } })?.fir_dias_na_fila).toBe(
      days,
    );
    expect(JSON.stringify(snapshot())).toBe(first);
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
