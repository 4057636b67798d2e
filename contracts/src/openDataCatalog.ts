/**
 * The open data's DCAT catalog (`GET /api/open-data/catalog.jsonld`): JSON-LD in DCAT-AP 3 terms,
 * so a harvester (dados.gov.br's CKAN, data.europa.eu, any DCAT reader) finds the three datasets
 * of a municipality (the row-level queue, the aggregate table and its daily history) with their
 * distributions, licence, periodicity, temporal coverage and contact.
 *
 * Its `@context` is written inline (so a reader needs nothing else) and is exactly the file
 * contracts/open-data/dcat-ap-context.json: the DCAT-AP 3 namespaces (dcat, dct, foaf, vcard, adms,
 * xsd, rdfs, schema), each IRI-valued property typed `@id`, dates `xsd:date`, and text in pt-BR.
 * contracts/src/dcatCheck.ts expands a catalog with it and checks DCAT-AP's mandatory properties.
 *
 * Choices (docs/features.md): the licence is CC BY 4.0 (the same as the files; its canonical URI);
 * language, file types, frequency, access rights and theme are the EU authority tables' IRIs, as
 * DCAT-AP asks (DCAT-AP-BR reuses them); every address is absolute, built from the address the
 * request came to.
 */
import context from '../open-data/dcat-ap-context.json' with { type: 'json' };
import { AGGREGATE_MONTHS } from './openDataAggregates';
import { OPEN_DATA_FORMATS, type OpenDataFormat } from './openData';
import { waitWindow } from './waitEstimates';

/** The inline context of every catalog (the vendored file's `@context`). */
export const DCAT_CONTEXT = context['@context'];

/** The catalog's media type. */
export const JSON_LD_MEDIA_TYPE = 'application/ld+json';

/** The addresses of the open data, below the API's origin. */
export const OPEN_DATA_PATHS = {
  queue: '/api/open-data/queue',
  aggregates: '/api/open-data/queue/aggregates',
  history: '/api/open-data/queue/history',
  snapshot: (day: string) => `/api/open-data/queue/history/${day}`,
  catalog: '/api/open-data/catalog.jsonld',
  /** The portal's page of the open data (its dictionaries are anchors on it). */
  page: '/dados-abertos',
} as const;

/** The anchors of the page's dictionaries: what each distribution `conformsTo`. */
export const DICTIONARY_ANCHORS = {
  queue: 'dados-abertos-dicionario',
  aggregates: 'dados-abertos-agregados-dicionario',
} as const;

/** An absolute address: `origin` + `path`, with `query` in its order. */
export function openDataAddress(
  origin: string,
  path: string,
  query: Record<string, string> = {},
  hash = '',
): string {
  const search = new URLSearchParams(query).toString();
  return `${origin.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

const EU = 'http://publications.europa.eu/resource/authority';
export const DCAT_IRIS = {
  licence: 'https://creativecommons.org/licenses/by/4.0/',
  language: `${EU}/language/POR`,
  daily: `${EU}/frequency/DAILY`,
  public: `${EU}/access-right/PUBLIC`,
  health: `${EU}/data-theme/HEAL`,
  themes: `${EU}/data-theme`,
  localAuthority: 'http://purl.org/adms/publishertype/LocalAuthority',
  fileType: { csv: `${EU}/file-type/CSV`, json: `${EU}/file-type/JSON` },
  mediaType: {
    csv: 'http://www.iana.org/assignments/media-types/text/csv',
    json: 'http://www.iana.org/assignments/media-types/application/json',
  },
} as const;

export interface CatalogInput {
  /** The origin the request came to (`http://localhost:4173`): every address is built on it. */
  origin: string;
  client: { code: string; name: string; ibge?: string | null };
  /** The date of the data (YYYY-MM-DD). */
  dataDate: string;
  /** The earliest request date in the queue (YYYY-MM-DD), or null when the queue is empty. */
  firstRequestDay: string | null;
  /** The days of the kept snapshots, any order. */
  history: readonly string[];
}

/** A JSON-LD node: what the catalog is made of. */
export type JsonLdNode = { [key: string]: unknown };

const FORMAT_TEXT: Record<OpenDataFormat, string> = {
  csv: 'CSV (UTF-8 com BOM, separado por ponto e vírgula)',
  json: 'JSON',
};

const KEYWORDS = ['fila de regulação', 'SUS', 'saúde', 'tempo de espera', 'dados abertos'];

/** The DCAT-AP catalog of one municipality's open data. */
export function openDataCatalog(input: CatalogInput): JsonLdNode {
  const { origin, client, dataDate } = input;
  const q = { client: client.code };
  const address = (path: string, query: Record<string, string> = q, hash = '') =>
    openDataAddress(origin, path, query, hash);
  const page = address(OPEN_DATA_PATHS.page, { municipio: client.code });
  const catalogId = address(OPEN_DATA_PATHS.catalog);
  const publisher: JsonLdNode = {
    '@id': `${catalogId}#publicador`,
    '@type': 'foaf:Agent',
    'foaf:name': client.name,
    'dct:type': DCAT_IRIS.localAuthority,
    ...(client.ibge ? { 'dct:identifier': client.ibge } : {}),
  };
  const contact: JsonLdNode = {
    '@id': `${catalogId}#contato`,
    '@type': 'vcard:Organization',
    'vcard:fn': client.name,
    'vcard:hasURL': page,
  };
  const history = [...input.history].sort();
  const newest = history.at(-1);
  const yearStart = waitWindow(dataDate, AGGREGATE_MONTHS).start;
  const temporal = (id: string, start: string, end: string): JsonLdNode => ({
    '@id': `${catalogId}#periodo-${id}`,
    '@type': 'dct:PeriodOfTime',
    'dcat:startDate': start,
    'dcat:endDate': end,
  });
  const distribution = (
    id: string,
    title: string,
    url: string,
    format: OpenDataFormat,
    dictionary: string,
  ): JsonLdNode => ({
    '@id': `${catalogId}#${id}`,
    '@type': 'dcat:Distribution',
    'dct:title': title,
    'dct:description': `${title}, em ${FORMAT_TEXT[format]}.`,
    'dcat:accessURL': url,
    'dcat:downloadURL': url,
    'dct:format': DCAT_IRIS.fileType[format],
    'dcat:mediaType': DCAT_IRIS.mediaType[format],
    'dct:license': DCAT_IRIS.licence,
    'dct:conformsTo': address(OPEN_DATA_PATHS.page, { municipio: client.code }, dictionary),
  });
  const common = (id: string, dictionary: string): JsonLdNode => ({
    '@id': `${page}#${id}`,
    '@type': 'dcat:Dataset',
    'dct:publisher': publisher,
    'dcat:contactPoint': contact,
    'dcat:keyword': [...KEYWORDS, client.name],
    'dcat:theme': DCAT_IRIS.health,
    'dct:language': DCAT_IRIS.language,
    'dct:accessRights': DCAT_IRIS.public,
    'dct:accrualPeriodicity': DCAT_IRIS.daily,
    'dcat:landingPage': page,
    'foaf:page': address(OPEN_DATA_PATHS.page, { municipio: client.code }, dictionary),
    'dct:modified': dataDate,
  });
  const perFormat = (
    id: string,
    title: string,
    path: string,
    dictionary: string,
    query: Record<string, string> = q,
  ) =>
    OPEN_DATA_FORMATS.map((format) =>
      distribution(
        `${id}-${format}`,
        title,
        address(path, { ...query, format }),
        format,
        dictionary,
      ),
    );

  const datasets: JsonLdNode[] = [
    {
      ...common('fila', DICTIONARY_ANCHORS.queue),
      'dct:title': `Fila de regulação: solicitações (${client.name})`,
      'dct:description':
        'Cada solicitação da fila de regulação do município, sem nada que identifique o paciente: serviço, procedimento, situação, posição, faixa etária, datas e unidades. Atualizada a cada importação da fila.',
      'dct:identifier': `${client.code}-fila`,
      'dct:issued': input.firstRequestDay ?? dataDate,
      'dct:temporal': temporal('fila', input.firstRequestDay ?? dataDate, dataDate),
      'dcat:distribution': perFormat(
        'fila',
        'Fila de regulação: solicitações',
        OPEN_DATA_PATHS.queue,
        DICTIONARY_ANCHORS.queue,
      ),
    },
    {
      ...common('fila-agregada', DICTIONARY_ANCHORS.aggregates),
      'dct:title': `Fila de regulação: totais por procedimento, unidade e mês (${client.name})`,
      'dct:description': `Entradas, atendimentos, solicitações aguardando, mediana e 9 em 10 da espera em dias, por procedimento, unidade solicitante e mês, nos ${AGGREGATE_MONTHS} meses até a data dos dados, com os totais do município e de cada serviço e procedimento. Nenhum grupo com menos de 5 pessoas é publicado.`,
      'dct:identifier': `${client.code}-fila-agregada`,
      'dct:issued': yearStart,
      'dct:temporal': temporal('fila-agregada', yearStart, dataDate),
      'dcat:distribution': perFormat(
        'fila-agregada',
        'Fila de regulação: totais',
        OPEN_DATA_PATHS.aggregates,
        DICTIONARY_ANCHORS.aggregates,
      ),
    },
    {
      ...common('historico', DICTIONARY_ANCHORS.aggregates),
      'dct:title': `Fila de regulação: histórico diário dos totais (${client.name})`,
      'dct:description': `A tabela de totais como estava em cada dia de importação da fila, guardada por ${AGGREGATE_MONTHS} meses. A lista de datas (JSON) dá os endereços do CSV e do JSON de cada dia.`,
      'dct:identifier': `${client.code}-historico`,
      'dct:issued': history[0] ?? dataDate,
      ...(newest ? { 'dct:modified': newest } : {}),
      ...(history.length ? { 'dct:temporal': temporal('historico', history[0]!, newest!) } : {}),
      'dcat:distribution': [
        {
          ...distribution(
            'historico-lista',
            'Lista de datas do histórico',
            address(OPEN_DATA_PATHS.history),
            'json',
            DICTIONARY_ANCHORS.aggregates,
          ),
        },
        ...(newest
          ? perFormat(
              'historico-ultimo',
              `Totais de ${newest}`,
              OPEN_DATA_PATHS.snapshot(newest),
              DICTIONARY_ANCHORS.aggregates,
            )
          : []),
      ],
    },
  ];

  return {
    '@context': DCAT_CONTEXT,
    '@id': catalogId,
    '@type': 'dcat:Catalog',
    'dct:title': `Dados abertos da fila de regulação: ${client.name}`,
    'dct:description':
      'Catálogo dos dados abertos da fila de regulação do SUS publicados pelo Portal da Transparência: as solicitações sem identificação, os totais por procedimento, unidade e mês, e o histórico diário dos totais.',
    'dct:publisher': publisher,
    'foaf:homepage': page,
    'dct:language': DCAT_IRIS.language,
    'dct:license': DCAT_IRIS.licence,
    'dct:issued': input.firstRequestDay ?? dataDate,
    'dct:modified': dataDate,
    'dcat:themeTaxonomy': DCAT_IRIS.themes,
    'dcat:dataset': datasets,
  };
}

/** Every distribution of a catalog as built above: its download address and media type. */
export function catalogDownloads(catalog: JsonLdNode): Array<{ url: string; mediaType: string }> {
  const datasets = (catalog['dcat:dataset'] ?? []) as JsonLdNode[];
  return datasets.flatMap((dataset) =>
    ((dataset['dcat:distribution'] ?? []) as JsonLdNode[]).map((d) => ({
      url: String(d['dcat:downloadURL'] ?? d['dcat:accessURL'] ?? ''),
      mediaType: String(d['dcat:mediaType'] ?? '').replace(
        'http://www.iana.org/assignments/media-types/',
        '',
      ),
    })),
  );
}
