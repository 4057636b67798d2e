import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { dcatProblems } from '@portal/contracts/dcatCheck';
import {
  parseAggregateCsv,
  smallGroupProblems,
  sumProblems,
} from '@portal/contracts/openDataAggregateChecks';
import { OPEN_AGGREGATE_COLUMNS } from '@portal/contracts/openDataAggregates';
import { catalogDownloads, type JsonLdNode } from '@portal/contracts/openDataCatalog';
import { expectNoSeriousA11yViolations, select } from './helpers';

const CLIENT = '3302858';

test('Dados abertos: the totals download as CSV with no group under 5, a kept day as JSON, and the DCAT catalog in the head describes files that answer', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/dados-abertos');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Totais por procedimento, unidade e mês' }),
  ).toBeVisible();
  await expect(page.getByTestId('historico-dias')).toContainText('dias guardados');
  await expectNoSeriousA11yViolations(page);

  // The totals: the dictionary's columns, '< 5' for small groups, totals that agree with parts.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar os totais em CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^fila-agregada-${CLIENT}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  expect(text.split('\r\n')[0]).toBe(
    `\uFEFF${OPEN_AGGREGATE_COLUMNS.map((c) => c.name).join(';')}`,
  );
  const lines = parseAggregateCsv(text);
  expect(lines.length).toBeGreaterThan(100);
  expect(smallGroupProblems(lines)).toEqual([]);
  expect(sumProblems(lines)).toEqual([]);

  // A kept day, chosen in the list, downloads as it stood.
  await select(page, 'Dia', '13/11/2026');
  const [day] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar JSON de 13/11/2026' }).click(),
  ]);
  expect(day.suggestedFilename()).toBe(`fila-agregada-${CLIENT}-2026-11-13.json`);
  const kept = JSON.parse(await readFile((await day.path())!, 'utf8')) as {
    data_dos_dados: string;
    linhas: unknown[];
  };
  expect(kept.data_dos_dados).toBe('2026-11-13');
  expect(kept.linhas.length).toBeGreaterThan(100);

  // The catalog: named in the head and linked on the page; valid DCAT-AP; every file answers.
  const head = page.locator('head link[rel="alternate"][type="application/ld+json"]');
  await expect(head).toHaveAttribute('href', `/api/open-data/catalog.jsonld?client=${CLIENT}`);
  const href = await page
    .getByRole('link', { name: 'Catálogo DCAT (JSON-LD)' })
    .getAttribute('href');
  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toMatch(/^application\/ld\+json/);
  const catalog = (await answer.json()) as JsonLdNode;
  expect(await dcatProblems(catalog)).toEqual([]);
  const origin = new URL(page.url()).origin;
  for (const { url, mediaType } of catalogDownloads(catalog)) {
    expect(url.startsWith(`${origin}/api/open-data/`), url).toBe(true);
    const file = await request.get(url);
    expect(file.status(), url).toBe(200);
    expect(file.headers()['content-type'], url).toMatch(new RegExp(`^${mediaType}`));
  }
});
