/**
 * The DCAT catalog validates against the DCAT-AP JSON-LD context (contracts/open-data): expanded
 * offline with the vendored context, every key a full IRI, DCAT-AP's mandatory properties and the
 * recommended ones the portal publishes. And the check fails on broken catalogs.
 */
import { describe, expect, it } from 'vitest';
import { DCAT_CONTEXT_URL, dcatProblems } from './dcatCheck';
import { catalogDownloads, openDataCatalog, type JsonLdNode } from './openDataCatalog';

const catalog = () =>
  openDataCatalog({
    origin: 'http://localhost:4173/',
    client: { code: '3302858', name: 'Prefeitura Municipal de Mesquita', ibge: '3302858' },
    dataDate: '2026-11-20',
    firstRequestDay: '2023-05-02',
    history: ['2026-11-13', '2026-11-06', '2026-11-20'],
  });

const datasets = (c: JsonLdNode) => c['dcat:dataset'] as JsonLdNode[];

describe('the DCAT-AP catalog', () => {
  it('expands with the vendored context and has every mandatory and recommended property', async () => {
    expect(await dcatProblems(catalog())).toEqual([]);
  });

  it('validates the same when it names the context file instead of carrying it inline', async () => {
    expect(await dcatProblems({ ...catalog(), '@context': DCAT_CONTEXT_URL })).toEqual([]);
  });

  it('never reaches the network: a remote context is refused', async () => {
    const problems = await dcatProblems({
      ...catalog(),
      '@context': 'https://semiceu.github.io/DCAT-AP/releases/3.0.0/context/dcat-ap.jsonld',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^does not expand as JSON-LD/);
  });

  it('describes three datasets, each with a CSV and a JSON download at absolute addresses', () => {
    const c = catalog();
    expect(datasets(c).map((d) => d['dct:identifier'])).toEqual([
      '3302858-fila',
      '3302858-fila-agregada',
      '3302858-historico',
    ]);
    const downloads = catalogDownloads(c);
    expect(downloads.map((d) => d.url)).toEqual([
      'http://localhost:4173/api/open-data/queue?client=3302858&format=csv',
      'http://localhost:4173/api/open-data/queue?client=3302858&format=json',
      'http://localhost:4173/api/open-data/queue/aggregates?client=3302858&format=csv',
      'http://localhost:4173/api/open-data/queue/aggregates?client=3302858&format=json',
      'http://localhost:4173/api/open-data/queue/history?client=3302858',
      'http://localhost:4173/api/open-data/queue/history/2026-11-20?client=3302858&format=csv',
      'http://localhost:4173/api/open-data/queue/history/2026-11-20?client=3302858&format=json',
    ]);
    expect(downloads.map((d) => d.mediaType)).toEqual([
      'text/csv',
      'application/json',
      'text/csv',
      'application/json',
      'application/json',
      'text/csv',
      'application/json',
    ]);
    const [, aggregates, history] = datasets(c);
    expect(aggregates!['dct:temporal']).toMatchObject({
      'dcat:startDate': '2025-11-21',
      'dcat:endDate': '2026-11-20',
    });
    expect(history!['dct:temporal']).toMatchObject({
      'dcat:startDate': '2026-11-06',
      'dcat:endDate': '2026-11-20',
    });
    expect(aggregates!['dct:accrualPeriodicity']).toBe(
      'http://publications.europa.eu/resource/authority/frequency/DAILY',
    );
  });

  it('fails a dataset without dct:title', async () => {
    const c = catalog();
    delete datasets(c)[1]!['dct:title'];
    expect(await dcatProblems(c)).toEqual([
      'dcat:Dataset http://localhost:4173/dados-abertos?municipio=3302858#fila-agregada has no dct:title (mandatory in DCAT-AP)',
    ]);
  });

  it('fails a term the context does not define (it would be dropped)', async () => {
    const c = catalog();
    const [first] = datasets(c);
    first!.title = first!['dct:title'];
    delete first!['dct:title'];
    const problems = await dcatProblems(c);
    expect(problems).toContain(
      '1 of ' +
        (problems[0]!.match(/of (\d+) keys/)?.[1] ?? '?') +
        ' keys were dropped by expansion (terms the DCAT-AP context does not define: title)',
    );
    expect(problems).toContain(
      'dcat:Dataset http://localhost:4173/dados-abertos?municipio=3302858#fila has no dct:title (mandatory in DCAT-AP)',
    );
  });

  it('fails a catalog without publisher, a distribution without accessURL and a text address', async () => {
    const c = catalog();
    delete c['dct:publisher'];
    const distribution = (datasets(c)[0]!['dcat:distribution'] as JsonLdNode[])[0]!;
    delete distribution['dcat:accessURL'];
    distribution['dct:license'] = { '@value': 'CC BY 4.0' };
    datasets(c)[2]!['dct:modified'] = '20/11/2026';
    const problems = await dcatProblems(c);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^dcat:Catalog .* has no dct:publisher \(mandatory/),
        expect.stringMatching(/^dcat:Distribution .*#fila-csv has no dcat:accessURL \(mandatory/),
        expect.stringMatching(/#fila-csv: dct:license is not an IRI/),
        expect.stringMatching(/#historico: dct:modified is not an xsd:date/),
      ]),
    );
  });
});
