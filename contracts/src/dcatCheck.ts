/**
 * Checks a DCAT catalog in JSON-LD against the DCAT-AP JSON-LD context vendored in
 * contracts/open-data/dcat-ap-context.json, offline: the catalog is expanded by jsonld.js with a
 * document loader that answers only that local file (any other address is refused, so nothing is
 * fetched), and then
 * - every key expanded to a full IRI, none dropped: a term the context does not define is lost by
 *   expansion, so the input's keys and the expansion's properties are counted and compared;
 * - DCAT-AP 3's mandatory properties are there (Catalog: dct:title, dct:description,
 *   dct:publisher, dcat:dataset; Dataset: dct:title, dct:description; Distribution:
 *   dcat:accessURL; Agent: foaf:name), and the recommended ones this portal publishes
 *   (`RECOMMENDED`);
 * - addresses are IRIs (not text) and dates are `xsd:date` values of the form YYYY-MM-DD.
 * Used by the tests of the mocks' catalog and by the conformance tour against any backend.
 */
import jsonld from 'jsonld';
import context from '../open-data/dcat-ap-context.json' with { type: 'json' };

/** The address a catalog may name as its `@context` to use the vendored file instead of inline. */
export const DCAT_CONTEXT_URL = 'urn:portal:open-data:dcat-ap-context';

const LOCAL_DOCUMENTS: Record<string, unknown> = { [DCAT_CONTEXT_URL]: context };

/** Answers only the vendored context: the check never goes to the network. */
async function localOnly(url: string) {
  if (url in LOCAL_DOCUMENTS)
    return { contextUrl: undefined, documentUrl: url, document: LOCAL_DOCUMENTS[url] };
  throw new Error(`documento fora do contrato: ${url} (só o contexto DCAT-AP local é carregado)`);
}

const NS = {
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
} as const;
const iri = (compact: string) => {
  const [prefix, local] = compact.split(':') as [keyof typeof NS, string];
  return `${NS[prefix]}${local}`;
};

/** DCAT-AP 3's mandatory properties per class. */
export const MANDATORY: Record<string, string[]> = {
  'dcat:Catalog': ['dct:title', 'dct:description', 'dct:publisher', 'dcat:dataset'],
  'dcat:Dataset': ['dct:title', 'dct:description'],
  'dcat:Distribution': ['dcat:accessURL'],
  'foaf:Agent': ['foaf:name'],
};

/** The recommended properties this portal's catalog always carries. */
export const RECOMMENDED: Record<string, string[]> = {
  'dcat:Catalog': ['foaf:homepage', 'dct:language', 'dct:license', 'dct:modified'],
  'dcat:Dataset': [
    'dcat:contactPoint',
    'dcat:distribution',
    'dcat:keyword',
    'dct:publisher',
    'dct:accrualPeriodicity',
    'dcat:theme',
    'dct:issued',
    'dct:modified',
  ],
  'dcat:Distribution': [
    'dcat:downloadURL',
    'dct:format',
    'dcat:mediaType',
    'dct:license',
    'dct:conformsTo',
  ],
  'vcard:Organization': ['vcard:fn', 'vcard:hasURL'],
};

const IRI_VALUED = [
  'dcat:accessURL',
  'dcat:downloadURL',
  'dcat:landingPage',
  'dcat:mediaType',
  'dct:license',
  'dct:format',
  'dct:language',
  'dct:conformsTo',
  'dct:accrualPeriodicity',
  'foaf:homepage',
  'vcard:hasURL',
];
const DATES = ['dct:issued', 'dct:modified', 'dcat:startDate', 'dcat:endDate'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const isObject = (value: Json | undefined): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of the input that must become properties: all but keywords, outside `@context`. */
function inputKeys(value: Json, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => inputKeys(v, into));
  else if (isObject(value))
    for (const [key, v] of Object.entries(value)) {
      if (key === '@context') continue;
      if (!key.startsWith('@')) into.push(key);
      inputKeys(v, into);
    }
  return into;
}

/** Every node object of an expanded document (not value objects), nested ones included. */
function nodesOf(value: Json, into: Node[] = []): Node[] {
  if (Array.isArray(value)) value.forEach((v) => nodesOf(v, into));
  else if (isObject(value) && !('@value' in value)) {
    into.push(value);
    for (const [key, v] of Object.entries(value)) if (!key.startsWith('@')) nodesOf(v, into);
  }
  return into;
}

const typesOf = (node: Node) => (Array.isArray(node['@type']) ? node['@type'] : []) as string[];
const valuesOf = (node: Node, property: string) => {
  const value = node[iri(property)];
  return Array.isArray(value) ? value : [];
};
const nameOf = (node: Node) => String(node['@id'] ?? '(sem @id)');

/** What is wrong with `catalog` as a DCAT-AP catalog; empty when nothing is. */
export async function dcatProblems(catalog: unknown): Promise<string[]> {
  let expanded: Json;
  try {
    expanded = (await jsonld.expand(catalog as object, {
      documentLoader: localOnly as never,
    })) as Json;
  } catch (error) {
    return [`does not expand as JSON-LD: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  const nodes = nodesOf(expanded);
  const keys = inputKeys(catalog as Json);
  const properties = nodes.flatMap((n) => Object.keys(n).filter((k) => !k.startsWith('@')));
  if (properties.length !== keys.length) {
    const defined = new Set(Object.keys(context['@context']));
    const lost = [...new Set(keys.filter((k) => !k.includes(':') && !defined.has(k)))];
    problems.push(
      `${keys.length - properties.length} of ${keys.length} keys were dropped by expansion (terms the DCAT-AP context does not define${lost.length ? `: ${lost.join(', ')}` : ''})`,
    );
  }
  for (const property of properties)
    if (!/^https?:\/\/\S+$/.test(property)) problems.push(`${property} is not a full IRI`);

  const catalogs = nodes.filter((n) => typesOf(n).includes(iri('dcat:Catalog')));
  if (catalogs.length !== 1) problems.push(`${catalogs.length} dcat:Catalog nodes, not 1`);
  for (const [rules, level] of [
    [MANDATORY, 'mandatory'],
    [RECOMMENDED, 'recommended'],
  ] as const)
    for (const [type, required] of Object.entries(rules))
      for (const node of nodes.filter((n) => typesOf(n).includes(iri(type))))
        for (const property of required)
          if (!valuesOf(node, property).length)
            problems.push(`${type} ${nameOf(node)} has no ${property} (${level} in DCAT-AP)`);
  if (!nodes.some((n) => typesOf(n).includes(iri('dcat:Dataset'))))
    problems.push('no dcat:Dataset');

  for (const node of nodes) {
    for (const property of IRI_VALUED)
      for (const value of valuesOf(node, property))
        if (!isObject(value) || typeof value['@id'] !== 'string' || !/^\w+:/.test(value['@id']))
          problems.push(`${nameOf(node)}: ${property} is not an IRI (${JSON.stringify(value)})`);
    for (const property of DATES)
      for (const value of valuesOf(node, property))
        if (
          !isObject(value) ||
          value['@type'] !== iri('xsd:date') ||
          !/^\d{4}-\d{2}-\d{2}$/.test(String(value['@value']))
        )
          problems.push(
            `${nameOf(node)}: ${property} is not an xsd:date (${JSON.stringify(value)})`,
          );
  }
  return problems;
}
