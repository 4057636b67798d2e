/**
 * The names an import brings that the client's queue has never seen: a procedure of that service,
 * or a requesting, regulating or performing unit. They are imported all the same (a new procedure
 * is often real), but a name that is a near miss of a known one ('CONSULTA EM ORTOPEDIA' next to
 * '… E TRAUMATOLOGIA', 'UBS CENTRO' next to 'UBS Centro') splits the public filter lists in two,
 * so the import's status warns about each, with the known names nearest to it.
 *
 * Nearness is the Sorensen-Dice coefficient of character bigrams (the `dice-coefficient`
 * package), on names in capitals without accents, so case and accents do not count; a known name
 * that contains the new one word for word, or is contained in it, comes first.
 */
import type { SearchStatusImportQuery } from '@portal/contracts/generated/graphql/graphql';
import { diceCoefficient } from 'dice-coefficient';
import { db, queueIndex, type Data } from '../db';

export type WarnedField =
  | 'fir_procedimentos'
  | 'fir_nome_unidade_saude_solicitante'
  | 'fir_nome_unidade_saude_reguladora'
  | 'fir_nome_unidade_saude_executante';

/** One warning as the contract's status row carries it (`ims_avisos`). */
export type ImportWarning =
  SearchStatusImportQuery['search_status_import']['rows'][number]['ims_avisos'][number];

const MAX_WARNINGS = 50;
const MAX_LINES = 10;
const MAX_SUGGESTIONS = 3;
/**
 * Below this a known name is not offered: a shared 'CONSULTA EM ' alone makes 'CONSULTA EM
 * ORTOPEDIA' and 'CONSULTA EM CARDIOLOGIA' score 0.62, while a slip of the keyboard ('CARDIOLGIA')
 * scores above 0.9.
 */
const MIN_SIMILARITY = 0.75;

const UNIT_FIELDS = [
  ['fir_nome_unidade_saude_solicitante', 'SOLICITANTE'],
  ['fir_nome_unidade_saude_reguladora', 'REGULADORA'],
  ['fir_nome_unidade_saude_executante', 'EXECUTANTE'],
] as const;

/** Capitals, no accents, single spaces: how two spellings of one name are compared. */
export const normalName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();

const words = (name: string) => new Set(name.split(' '));
const containsWords = (outer: Set<string>, inner: Set<string>) =>
  [...inner].every((word) => outer.has(word));

/** The known names nearest to `name`, nearest first (at most three; none may be near). */
export function nearestNames(name: string, known: readonly string[]): string[] {
  const normal = normalName(name);
  const own = words(normal);
  return known
    .map((candidate) => {
      const other = normalName(candidate);
      const theirs = words(other);
      const contained = containsWords(theirs, own) || containsWords(own, theirs);
      return { candidate, contained, score: diceCoefficient(normal, other) };
    })
    .filter((c) => c.contained || c.score >= MIN_SIMILARITY)
    .sort(
      (a, b) =>
        Number(b.contained) - Number(a.contained) ||
        b.score - a.score ||
        a.candidate.localeCompare(b.candidate, 'pt-BR'),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map((c) => c.candidate);
}

interface Seen {
  campo: WarnedField;
  valor: string;
  linhas: number[];
  ocorrencias: number;
  /** The client's names of that kind (shared by every entry of the kind, not copied). */
  known: ReadonlySet<string>;
}

/**
 * The warnings of an import's rows (each with the file line it came from) against the client's
 * queue and filter lists as they are before it. A kind of name the client has none of yet (its
 * first import) gives no warning: every name would be new. At most 50, in the order first met;
 * `total` counts them all.
 */
export function importWarnings(
  client: string,
  rows: ReadonlyArray<{ row: Data<'fila'>; line: number }>,
): { warnings: ImportWarning[]; total: number } {
  const proceduresOf = new Map<string, Set<string>>();
  for (const facet of queueIndex.facets(client)) {
    let names = proceduresOf.get(facet.service);
    if (!names) proceduresOf.set(facet.service, (names = new Set()));
    names.add(facet.procedure);
  }
  const unitsOf = new Map<string, Set<string>>(UNIT_FIELDS.map(([, role]) => [role, new Set()]));
  for (const unit of db.unidade.getAll()) {
    if (unit.uni_codigo_cliente === client) unitsOf.get(unit.role)?.add(unit.nome_unidade_saude);
  }
  const seen = new Map<string, Seen>();
  const note = (
    campo: WarnedField,
    valor: string | null,
    known: Set<string> | undefined,
    line: number,
  ) => {
    if (!valor || !known?.size || known.has(valor)) return;
    const key = `${campo}\u0000${valor}`;
    let entry = seen.get(key);
    if (!entry) seen.set(key, (entry = { campo, valor, linhas: [], ocorrencias: 0, known }));
    entry.ocorrencias += 1;
    if (entry.linhas.length < MAX_LINES) entry.linhas.push(line);
  };
  for (const { row, line } of rows) {
    note('fir_procedimentos', row.fir_procedimentos, proceduresOf.get(row.fir_tipos_filas), line);
    for (const [campo, role] of UNIT_FIELDS) note(campo, row[campo], unitsOf.get(role), line);
  }
  const warnings = [...seen.values()].slice(0, MAX_WARNINGS).map(({ known, ...warning }) => ({
    ...warning,
    sugestoes: nearestNames(warning.valor, [...known]),
  }));
  return { warnings, total: seen.size };
}
