import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  QueueProceduresDocument,
  QueueServicesDocument,
  QueueUnitHealthsDocument,
  SearchQueueDocument,
  type SearchQueueQuery,
} from '@portal/contracts/generated/graphql/graphql';
import {
  identifyingCell,
  OPEN_AGE_BANDS,
  OPEN_QUEUE_COLUMNS,
  OTHER_UNITS,
  parseOpenDataCsv,
  quarterOf,
  smallGroupsIn,
} from '@portal/contracts/openData';
import { QUEUE_STATUSES } from '@portal/contracts/queue';
import { expectNoSeriousA11yViolations, PATIENT } from './helpers';

const CLIENT = '3302858';
const CARDIOLOGY = 'CONSULTA EM CARDIOLOGIA';

async function gql<T>(
  request: APIRequestContext,
  document: { toString(): string },
  variables: object,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query: document.toString(), variables },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * Every text a text cell of the export may hold, from the portal's own public lists (services,
 * procedures, the units in each role, statuses, priorities): a cell outside them could be a name.
 */
async function publicVocabulary(request: APIRequestContext) {
  const words = new Set<string>([
    ...QUEUE_STATUSES,
    'P1',
    'P2',
    'P3',
    'P4',
    CLIENT,
    ...OPEN_AGE_BANDS,
    OTHER_UNITS,
  ]);
  const { queue_services_avaliable: services } = await gql<{
    queue_services_avaliable: Array<{ value: string }>;
  }>(request, QueueServicesDocument, { client: CLIENT });
  for (const { value: service } of services) {
    words.add(service);
    const { queue_procedures } = await gql<{ queue_procedures: Array<{ procedimento: string }> }>(
      request,
      QueueProceduresDocument,
      { client: CLIENT, service },
    );
    for (const p of queue_procedures) words.add(p.procedimento);
  }
  for (const role of ['SOLICITANTE', 'REGULADORA', 'EXECUTANTE']) {
    const { queue_unithealths } = await gql<{
      queue_unithealths: Array<{ nome_unidade_saude: string }>;
    }>(request, QueueUnitHealthsDocument, { client: CLIENT, role });
    for (const u of queue_unithealths) words.add(u.nome_unidade_saude);
  }
  return words;
}

type PublicRow = SearchQueueQuery['queue']['rows'][number];

/** Every row of the public search for cardiology's waiting list: initials, birth dates, CNS digits. */
async function cardiologyRows(request: APIRequestContext) {
  const rows: PublicRow[] = [];
  for (let offset = 0; ; offset += 100) {
    const { queue } = await gql<SearchQueueQuery>(request, SearchQueueDocument, {
      client: CLIENT,
      service: 'CONSULTAS',
      procedure: CARDIOLOGY,
      status: 'SOLICITADO',
      offset,
      limit: 100,
    });
    rows.push(...queue.rows);
    if (rows.length >= queue.count || !queue.rows.length) return rows;
  }
}

test('Dados abertos: from the footer, the CSV downloads as ; separated UTF-8 with the dictionary’s columns and nothing that identifies a patient', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Dados abertos' }).click();
  await expect(page).toHaveURL(/\/dados-abertos$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dados abertos da fila' }),
  ).toBeVisible();
  const facts = page.getByTestId('dados-abertos-fatos');
  await expect(facts).toContainText('Dados da fila até');
  const total = Number(
    /([\d.]+) solicitações no arquivo completo/
      .exec((await facts.textContent()) ?? '')![1]!
      .replace(/\./g, ''),
  );
  // No group under 5: the rows the rule left out are counted, and the page says how.
  const suppressed = Number(
    /e ([\d.]+) ficaram de fora/.exec((await facts.textContent()) ?? '')![1]!.replace(/\./g, ''),
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'Nenhum grupo com menos de 5 pessoas' }),
  ).toBeVisible();
  const dictionary = await page.getByTestId('dicionario').locator('dt code').allTextContents();
  expect(dictionary).toEqual(OPEN_QUEUE_COLUMNS.map((c) => c.name));
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar CSV (planilha)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^fila-${CLIENT}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const bytes = await readFile((await download.path())!);
  // UTF-8 with BOM: the decoder refuses any byte that is not UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  expect(text.split('\r\n')[0]).toBe(`\uFEFF${dictionary.join(';')}`);
  const [header, ...lines] = parseOpenDataCsv(text);
  expect(header).toEqual(dictionary);
  expect(lines).toHaveLength(total);
  expect(total).toBeGreaterThan(1000);

  // The whole file: each cell fits its column (no 11+ digit run, no initials, no date outside the
  // date columns, only age bands, only integers), and every text cell is one of the portal's public
  // words (services, procedures, units, statuses, priorities): no name can hide in it.
  const vocabulary = await publicVocabulary(request);
  const found: string[] = [];
  lines.forEach((line, n) => {
    expect(line).toHaveLength(dictionary.length);
    line.forEach((cell, i) => {
      const column = OPEN_QUEUE_COLUMNS[i]!;
      const why = identifyingCell(column.name, cell);
      if (why) found.push(`line ${n + 2} ${column.name}: ${cell} (${why})`);
      if (column.type === 'texto' && cell !== '' && !vocabulary.has(cell))
        found.push(`line ${n + 2} ${column.name}: ${cell} (not a public word)`);
    });
  });
  expect(found.slice(0, 10)).toEqual([]);
  // No combination of procedure, requesting unit, age band and month of entry under 5 rows.
  const asRows = lines.map((line) => Object.fromEntries(header!.map((h, i) => [h, line[i]])));
  expect(smallGroupsIn(asRows)).toEqual([]);

  // Person by person, for cardiology's waiting list: the line at each position (unless its group
  // was too small to publish) holds the month (or quarter) of the request but not that patient's
  // birth date, initials or CNS digits.
  const col = (name: string) => dictionary.indexOf(name);
  const people = await cardiologyRows(request);
  expect(people.length).toBeGreaterThan(20);
  const cardiology = lines.filter(
    (l) => l[col('procedimento')] === CARDIOLOGY && l[col('situacao')] === 'SOLICITADO',
  );
  expect(cardiology.length).toBeLessThanOrEqual(people.length);
  expect(people.length - cardiology.length).toBeLessThanOrEqual(suppressed);
  expect(cardiology.length).toBeGreaterThan(people.length / 2);
  for (const person of people.filter((p) => p.fir_ordem_regulada > 0)) {
    const line = cardiology.find((l) => l[col('posicao')] === String(person.fir_ordem_regulada));
    if (!line) continue;
    const month = person.fir_data_solicitacao.slice(0, 7);
    expect([month, quarterOf(month)]).toContain(line[col('data_solicitacao')]);
    expect(line).not.toContain(person.fir_data_nascimento);
    expect(line).not.toContain(person.fir_iniciais_nome);
    const textCells = line.filter((_, i) => OPEN_QUEUE_COLUMNS[i]!.type === 'texto');
    if (person.fir_cns) expect(textCells).not.toContain(person.fir_cns);
    expect(OPEN_AGE_BANDS as readonly string[]).toContain(line[col('faixa_etaria')]);
  }
  // And the demo patient's name is nowhere in the file.
  expect(text).not.toContain(PATIENT.name);
});
