import {
  SearchQueueDocument,
  SearchStatusImportDocument,
} from '@portal/contracts/generated/graphql/graphql';
import { QUEUE_IMPORT_TEMPLATE } from '@portal/contracts/csv';
import { describe, expect, it } from 'vitest';
import { withScenarios } from '../core/scenarios';
import { db, queueIndex } from '../db';
import { CLINICAL_TERMS } from '../testing/clinical';
import { queueCsv, STATUSES } from '../testing/csv';
import { gql, login, ORIGIN, rest, setupMockBackend } from '../testing/backend';

setupMockBackend();

const upload = (csv: string, name = 'fila.csv', type = 'text/csv') => {
  const form = new FormData();
  form.set('file', new File([csv], name, { type }));
  return form;
};

async function finished(token: string, id: number) {
  for (;;) {
    const { rows } = (await gql(SearchStatusImportDocument, { clientId: 1 }, { token })).data
      .search_status_import;
    const row = rows.find((r) => r.ims_id === id)!;
    if (row.ims_situacao !== 'PROCESSANDO') return row;
    await new Promise((r) => setTimeout(r, 10));
  }
}

const count = async (procedure: string, status: 'SOLICITADO' | 'AGENDADO' = 'SOLICITADO') =>
  (await gql(SearchQueueDocument, { client: '3302858', service: 'EXAMES', procedure, status })).data
    .queue.count;

describe('queue import', () => {
  it('streams a valid file in, status PROCESSANDO → CONCLUIDO, rows in the public search', async () => {
    const token = await login('admin');
    const answer = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload(queueCsv({ rows: 250, procedure: 'EXAME NOVO' })),
    });
    expect(answer.status).toBe(202);
    expect(answer.body.msg).toBe('Dados sendo processados');
    const row = await finished(token, answer.body.ims_id);
    expect(row).toMatchObject({
      ims_situacao: 'CONCLUIDO',
      ims_linhas_lidas: 250,
      ims_linhas_importadas: 250,
      ims_nome_arquivo: 'fila.csv',
    });
    expect(await count('EXAME NOVO')).toBe(50);
  });

  it('imports the downloadable template itself, with no name the demo queue lacks', async () => {
    const token = await login('admin');
    const answer = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload(QUEUE_IMPORT_TEMPLATE),
    });
    const row = await finished(token, answer.body.ims_id);
    expect(row.ims_situacao).toBe('CONCLUIDO');
    expect(row.ims_avisos).toEqual([]);
    // Its observations are public ('Info'): administrative, not clinical.
    const notes = QUEUE_IMPORT_TEMPLATE.split('\r\n')
      .slice(1, -1)
      .map((line) => line.match(/;([^;]*|"[^"]*");[A-Z_]+;[^;]*$/)![1]!);
    expect(notes.filter(Boolean)).toHaveLength(3);
    expect(notes.filter((note) => CLINICAL_TERMS.test(note))).toEqual([]);
  });

  it('warns, without refusing, about names the queue has not seen, with the nearest known', async () => {
    const token = await login('admin');
    const csv = queueCsv({ rows: 12, service: 'CONSULTAS', procedure: 'CONSULTA EM ORTOPEDIA' })
      // A case-and-accent variant of a known requesting unit, and a regulating unit like none known.
      .replaceAll('UBS Chatuba', 'UBS CHATUBÁ')
      .replaceAll('Central de Regulação de Mesquita', 'Regulação Estadual');
    const answer = await rest('POST', '/clients/import-queue-info', { token, form: upload(csv) });
    const row = await finished(token, answer.body.ims_id);
    expect(row.ims_situacao).toBe('CONCLUIDO');
    expect(row.ims_linhas_adicionadas).toBe(12);
    expect(row.ims_total_avisos).toBe(3);
    expect(row.ims_avisos).toEqual([
      {
        campo: 'fir_procedimentos',
        valor: 'CONSULTA EM ORTOPEDIA',
        linhas: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        ocorrencias: 12,
        sugestoes: ['CONSULTA EM ORTOPEDIA E TRAUMATOLOGIA'],
      },
      {
        campo: 'fir_nome_unidade_saude_solicitante',
        valor: 'UBS CHATUBÁ',
        linhas: expect.any(Array) as number[],
        ocorrencias: 12,
        sugestoes: ['UBS Chatuba'],
      },
      {
        campo: 'fir_nome_unidade_saude_reguladora',
        valor: 'Regulação Estadual',
        linhas: expect.any(Array) as number[],
        ocorrencias: 12,
        sugestoes: [],
      },
    ]);
    // Known now: the same file again warns about nothing.
    const again = await rest('POST', '/clients/import-queue-info', { token, form: upload(csv) });
    expect((await finished(token, again.body.ims_id)).ims_avisos).toEqual([]);
  });

  it('rejects the whole file for one bad row, naming line, field and message', async () => {
    const token = await login('admin');
    const answer = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload(queueCsv({ rows: 40, procedure: 'EXAME RUIM', badRow: 7 })),
    });
    const row = await finished(token, answer.body.ims_id);
    expect(row.ims_situacao).toBe('FALHOU');
    expect(row.ims_erros).toEqual([
      { linha: 8, campo: 'fir_cns', mensagem: 'O CNS deve ter 15 dígitos' },
    ]);
    expect(row.ims_total_erros).toBe(1);
    expect(await count('EXAME RUIM', 'AGENDADO')).toBe(0);
  });

  it('imports the valid rows when asked, leaving the bad ones out and naming them', async () => {
    const token = await login('admin');
    const csv = queueCsv({ rows: 40, procedure: 'EXAME PARCIAL', badRow: 7 });
    const failed = await rest('POST', '/clients/import-queue-info', { token, form: upload(csv) });
    expect((await finished(token, failed.body.ims_id)).ims_situacao).toBe('FALHOU');

    const answer = await rest('POST', '/clients/import-queue-info?somente_validas=true', {
      token,
      form: upload(csv),
    });
    expect(answer.status).toBe(202);
    expect(await finished(token, answer.body.ims_id)).toMatchObject({
      ims_situacao: 'CONCLUIDO_COM_ERROS',
      ims_linhas_lidas: 40,
      ims_linhas_importadas: 39,
      ims_linhas_adicionadas: 39,
      ims_erros: [{ linha: 8, campo: 'fir_cns', mensagem: 'O CNS deve ter 15 dígitos' }],
      ims_total_erros: 1,
      ims_pode_desfazer: true,
    });
    // Every row but row 7 (line 8) is in the public queue, whatever its status.
    let inQueue = 0;
    for (const status of STATUSES)
      inQueue += (
        await gql(SearchQueueDocument, {
          client: '3302858',
          service: 'EXAMES',
          procedure: 'EXAME PARCIAL',
          status,
        })
      ).data.queue.count;
    expect(inQueue).toBe(39);
    // Idempotent: the same choice again changes nothing.
    const again = await rest('POST', '/clients/import-queue-info?somente_validas=true', {
      token,
      form: upload(csv),
    });
    expect(await finished(token, again.body.ims_id)).toMatchObject({
      ims_situacao: 'CONCLUIDO_COM_ERROS',
      ims_linhas_adicionadas: 0,
      ims_linhas_inalteradas: 39,
    });
    // A file with no valid row still fails.
    const none = await rest('POST', '/clients/import-queue-info?somente_validas=true', {
      token,
      form: upload(queueCsv({ rows: 3, client: '3303203' })),
    });
    expect((await finished(token, none.body.ims_id)).ims_situacao).toBe('FALHOU');
  });

  it('reports the first 100 problems and counts them all', async () => {
    const token = await login('admin');
    const answer = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload(queueCsv({ rows: 130, client: '3303203' })),
    });
    const row = await finished(token, answer.body.ims_id);
    expect(row.ims_situacao).toBe('FALHOU');
    expect(row.ims_erros).toHaveLength(100);
    expect(row.ims_erros[99]?.linha).toBe(101);
    expect(row.ims_total_erros).toBe(130);
  });

  it('keeps an accepted file PROCESSANDO for the processing time of the scenario', async () => {
    const token = await login('admin');
    const answer = await withScenarios({ importQueueInfo: { processingMs: 80 } }, () =>
      rest('POST', '/clients/import-queue-info', { token, form: upload(QUEUE_IMPORT_TEMPLATE) }),
    );
    const rows = (await gql(SearchStatusImportDocument, { clientId: 1 }, { token })).data
      .search_status_import.rows;
    expect(rows.find((r) => r.ims_id === answer.body.ims_id)).toMatchObject({
      ims_situacao: 'PROCESSANDO',
      ims_linhas_importadas: 0,
      ims_total_erros: 0,
    });
    expect((await finished(token, answer.body.ims_id)).ims_situacao).toBe('CONCLUIDO');
  });

  it('refuses rows of another client, a wrong header, a file that is not CSV, and no file', async () => {
    const token = await login('admin');
    const other = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload(queueCsv({ rows: 3, client: '3303203' })),
    });
    expect((await finished(token, other.body.ims_id)).ims_erros[0]).toMatchObject({
      linha: 2,
      campo: 'fir_codigo_cliente',
    });
    const header = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload('nome;cpf\r\nA;1\r\n'),
    });
    expect(header.status).toBe(400);
    expect(header.body.msg).toMatch(/^Cabeçalho do arquivo inválido/);
    const text = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload('oi', 'nota.txt', 'text/plain'),
    });
    expect(text.body.msg).toBe('Formato Inválido! Formato(s) Válido(s): csv,ms-excel.');
    expect(
      (await rest('POST', '/clients/import-queue-info', { token, form: new FormData() })).status,
    ).toBe(400);
    expect((await rest('POST', '/clients/import-queue-info', { form: upload('x') })).status).toBe(
      401,
    );
  });

  it('serves the template with the contract header', async () => {
    const answer = await rest('GET', '/clients/download-queue-example');
    // fetch's text() drops the byte-order mark; the bytes keep it.
    expect(answer.body).toBe(QUEUE_IMPORT_TEMPLATE.replace(/^\uFEFF/, ''));
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="fila-exemplo.csv"',
    );
    const bytes = new Uint8Array(
      await (await fetch(`${ORIGIN}/clients/download-queue-example`)).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('queue import: all or nothing, and idempotent by fir_fila_id', () => {
  const PROCEDURE = 'EXAME ATOMICO';
  /** Every row of the procedure, whatever its status: the public search, one bucket at a time. */
  const total = async () => {
    let sum = 0;
    for (const status of STATUSES) {
      sum += (
        await gql(SearchQueueDocument, {
          client: '3302858',
          service: 'EXAMES',
          procedure: PROCEDURE,
          status,
        })
      ).data.queue.count;
    }
    return sum;
  };
  const rows = queueIndex;

  it('a fault in the middle of the commit leaves the queue exactly as it was, no restart', async () => {
    const token = await login('admin');
    const before = rows.size;
    const answer = await withScenarios({ importQueueInfo: { failMidCommit: true } }, () =>
      rest('POST', '/clients/import-queue-info', {
        token,
        form: upload(queueCsv({ rows: 300, procedure: PROCEDURE, firstId: 5000 })),
      }),
    );
    const row = await finished(token, answer.body.ims_id);
    expect(row).toMatchObject({
      ims_situacao: 'FALHOU',
      ims_linhas_importadas: 0,
      ims_linhas_adicionadas: null,
      ims_erros: [{ linha: 0, campo: null, mensagem: 'Falha ao gravar os dados.' }],
    });
    expect(rows.size).toBe(before);
    expect(await total()).toBe(0);

    // The same file without the fault goes in whole: nothing of the failed one was left behind.
    const again = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload(queueCsv({ rows: 300, procedure: PROCEDURE, firstId: 5000 })),
    });
    expect(await finished(token, again.body.ims_id)).toMatchObject({
      ims_situacao: 'CONCLUIDO',
      ims_linhas_adicionadas: 300,
      ims_linhas_atualizadas: 0,
      ims_linhas_inalteradas: 0,
    });
    expect(rows.size).toBe(before + 300);
  });

  it('a fault undoes the replaced rows too: they are found as they were', async () => {
    const token = await login('admin');
    const first = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload(queueCsv({ rows: 100, procedure: PROCEDURE })),
    });
    await finished(token, first.body.ims_id);
    const before = { size: rows.size, solicitado: await count(PROCEDURE) };
    // Same ids, another procedure: every row would be replaced, and the commit fails halfway.
    const answer = await withScenarios({ importQueueInfo: { failMidCommit: true } }, () =>
      rest('POST', '/clients/import-queue-info', {
        token,
        form: upload(queueCsv({ rows: 120, procedure: 'EXAME SUBSTITUTO' })),
      }),
    );
    expect((await finished(token, answer.body.ims_id)).ims_situacao).toBe('FALHOU');
    expect(rows.size).toBe(before.size);
    expect(await count(PROCEDURE)).toBe(before.solicitado);
    expect(await count('EXAME SUBSTITUTO')).toBe(0);
  });

  it('re-importing the same file changes nothing and says so; a changed row replaces its own', async () => {
    const token = await login('admin');
    const csv = queueCsv({ rows: 250, procedure: PROCEDURE });
    const first = await rest('POST', '/clients/import-queue-info', { token, form: upload(csv) });
    expect(await finished(token, first.body.ims_id)).toMatchObject({
      ims_linhas_adicionadas: 250,
      ims_linhas_atualizadas: 0,
      ims_linhas_inalteradas: 0,
    });
    const size = rows.size;
    const inQueue = await total();

    const again = await rest('POST', '/clients/import-queue-info', { token, form: upload(csv) });
    expect(await finished(token, again.body.ims_id)).toMatchObject({
      ims_situacao: 'CONCLUIDO',
      ims_linhas_importadas: 250,
      ims_linhas_adicionadas: 0,
      ims_linhas_atualizadas: 0,
      ims_linhas_inalteradas: 250,
    });
    expect(rows.size).toBe(size);
    expect(await total()).toBe(inQueue);

    // Rows 1–50 again with another procedure, and 10 new ids: 50 replaced, 10 added.
    const changed = queueCsv({ rows: 60, procedure: 'EXAME TROCADO', firstId: 1 }).replace(
      /^(\uFEFF[^\r]*\r\n(?:[^\r]*\r\n){50})((?:[^\r]*\r\n){10})$/,
      (_all, head: string, tail: string) =>
        head + tail.replace(/^(\d+);/gm, (_m, id: string) => `${Number(id) + 1000};`),
    );
    const third = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload(changed),
    });
    expect(await finished(token, third.body.ims_id)).toMatchObject({
      ims_linhas_adicionadas: 10,
      ims_linhas_atualizadas: 50,
      ims_linhas_inalteradas: 0,
    });
    expect(rows.size).toBe(size + 10);
    expect(await total()).toBe(inQueue - 50);
  });

  it('undoes the last import: its added rows leave, the rows it replaced are as they were, its units go', async () => {
    const token = await login('admin');
    const status = async (id: number) =>
      (
        await gql(SearchStatusImportDocument, { clientId: 1 }, { token })
      ).data.search_status_import.rows.find((r) => r.ims_id === id)!;
    const first = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload(queueCsv({ rows: 60, procedure: PROCEDURE, firstId: 7000 })),
    });
    expect((await finished(token, first.body.ims_id)).ims_pode_desfazer).toBe(true);
    const size = rows.size;
    const units = db.unidade.count();
    const before = db.fila.findFirst({ where: { fir_fila_id: { equals: 7000 } } })!;
    const beforeCopy = { ...before };

    // Rows 7000–7049 again, another procedure and a unit never seen; 10 new ids.
    const second = await rest('POST', '/clients/import-queue-info', {
      token,
      form: upload(
        queueCsv({ rows: 60, procedure: 'EXAME DESFEITO', firstId: 7000 })
          .replaceAll('UBS Chatuba', 'UBS Desfazer Teste')
          .replace(/\r\n7(05\d);/g, (_m, id: string) => `\r\n8${id};`),
      ),
    });
    expect(await finished(token, second.body.ims_id)).toMatchObject({
      ims_linhas_adicionadas: 10,
      ims_linhas_atualizadas: 50,
      ims_pode_desfazer: true,
    });
    // Only the last finished import can be undone.
    expect((await status(first.body.ims_id)).ims_pode_desfazer).toBe(false);
    expect(db.unidade.count()).toBe(units + 1);
    expect(await total()).toBe(10);

    // Another municipality's admin does not even find it; no session, no undo.
    const other = await login('otherAdmin');
    const undoPath = `/clients/import-queue-info/${second.body.ims_id}/undo`;
    expect((await rest('POST', undoPath, { token: other })).status).toBe(404);
    expect((await rest('POST', undoPath)).status).toBe(401);
    expect((await rest('POST', '/clients/import-queue-info/999999/undo', { token })).status).toBe(
      404,
    );

    const undone = await rest('POST', undoPath, { token });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ msg: 'Importação desfeita.', removidas: 10, restauradas: 50 });
    expect(await status(second.body.ims_id)).toMatchObject({
      ims_situacao: 'DESFEITA',
      ims_pode_desfazer: false,
    });
    expect(rows.size).toBe(size);
    expect(await total()).toBe(60);
    expect(db.fila.count({ where: { fir_procedimentos: { equals: 'EXAME DESFEITO' } } })).toBe(0);
    expect(db.unidade.count()).toBe(units);
    // The replaced row is the same object, as it was, and found again by the public search.
    const restored = db.fila.findFirst({ where: { fir_fila_id: { equals: 7000 } } })!;
    expect({ ...restored }).toEqual(beforeCopy);

    // Once only; and the first import cannot be undone now either: the second one replaced it.
    const again = await rest('POST', undoPath, { token });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Só a última importação concluída pode ser desfeita.');
    expect(
      (await rest('POST', `/clients/import-queue-info/${first.body.ims_id}/undo`, { token }))
        .status,
    ).toBe(409);
  });

  it('refuses a file that has the same fir_fila_id twice', async () => {
    const token = await login('admin');
    const csv = queueCsv({ rows: 3, procedure: PROCEDURE });
    const lines = csv.split('\r\n');
    const twice = [...lines.slice(0, 4), lines[1], ''].join('\r\n');
    const answer = await rest('POST', '/clients/import-queue-info', { token, form: upload(twice) });
    const row = await finished(token, answer.body.ims_id);
    expect(row.ims_situacao).toBe('FALHOU');
    expect(row.ims_erros).toEqual([
      { linha: 5, campo: 'fir_fila_id', mensagem: 'O fir_fila_id 1 já aparece na linha 2.' },
    ]);
  });
});
