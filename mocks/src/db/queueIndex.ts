/**
 * An index over the queue rows beside @mswjs/data, whose queries scan every row: with 100,000 rows
 * a search must touch only its own (client, service, procedure, status) bucket, already ordered.
 */
import type { QueueRow } from './types';

const bucketKey = (service: string, procedure: string, status: string) =>
  `${service}\u0000${procedure}\u0000${status}`;

const entryOf = (row: QueueRow) => row.fir_data_entrada_fila ?? row.fir_data_solicitacao;

/** Regulated positions first (1, 2, ...), then the unregulated (0), each by entry date. */
export function compareQueueRows(a: QueueRow, b: QueueRow): number {
  const pa = a.fir_ordem_regulada > 0 ? a.fir_ordem_regulada : Number.MAX_SAFE_INTEGER;
  const pb = b.fir_ordem_regulada > 0 ? b.fir_ordem_regulada : Number.MAX_SAFE_INTEGER;
  return pa - pb || entryOf(a).localeCompare(entryOf(b)) || a.fir_id - b.fir_id;
}

export interface QueueFilter {
  client: string;
  service?: string | null;
  procedure?: string | null;
  status?: string | null;
}

export class QueueIndex {
  private byClient = new Map<string, Map<string, QueueRow[]>>();
  private byCpf = new Map<string, QueueRow[]>();
  private unsorted = new Set<QueueRow[]>();
  private total = 0;
  private changes = 0;

  /** Changes with every add, removal or clear: answers computed from the rows are valid until it does. */
  get version(): number {
    return this.changes;
  }

  clear(): void {
    this.changes += 1;
    this.byClient.clear();
    this.byCpf.clear();
    this.unsorted.clear();
    this.total = 0;
  }

  get size(): number {
    return this.total;
  }

  add(row: QueueRow): void {
    this.changes += 1;
    let buckets = this.byClient.get(row.fir_codigo_cliente);
    if (!buckets) this.byClient.set(row.fir_codigo_cliente, (buckets = new Map()));
    const key = bucketKey(row.fir_tipos_filas, row.fir_procedimentos, row.fir_status);
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = []));
    bucket.push(row);
    this.unsorted.add(bucket);
    if (row.fir_cpf) {
      const own = this.byCpf.get(row.fir_cpf);
      if (own) own.push(row);
      else this.byCpf.set(row.fir_cpf, [row]);
    }
    this.total += 1;
  }

  /**
   * Takes rows out, while their indexed fields are still the ones they were added with: one pass
   * over each list they are in (order kept), and a bucket left empty goes, so the facets (the
   * filter lists) never offer a value with no rows.
   */
  removeMany(rows: ReadonlySet<QueueRow>): void {
    this.changes += 1;
    const buckets = new Map<QueueRow[], () => void>();
    const cpfLists = new Map<QueueRow[], () => void>();
    for (const row of rows) {
      const ofClient = this.byClient.get(row.fir_codigo_cliente);
      const key = bucketKey(row.fir_tipos_filas, row.fir_procedimentos, row.fir_status);
      const bucket = ofClient?.get(key);
      if (bucket) buckets.set(bucket, () => ofClient?.delete(key));
      const cpf = row.fir_cpf;
      const own = cpf ? this.byCpf.get(cpf) : undefined;
      if (own && cpf) cpfLists.set(own, () => this.byCpf.delete(cpf));
    }
    const prune = (list: QueueRow[], drop: () => void) => {
      const before = list.length;
      let kept = 0;
      for (const row of list) if (!rows.has(row)) list[kept++] = row;
      list.length = kept;
      if (kept === 0) drop();
      return before - kept;
    };
    for (const [bucket, drop] of buckets) {
      this.total -= prune(bucket, drop);
      if (!bucket.length) this.unsorted.delete(bucket);
    }
    for (const [own, drop] of cpfLists) prune(own, drop);
  }

  /** Rows matching the filter, in queue order. Missing filter parts match everything. */
  search(filter: QueueFilter): QueueRow[] {
    const buckets = this.byClient.get(filter.client);
    if (!buckets) return [];
    const matching: QueueRow[][] = [];
    for (const [key, rows] of buckets) {
      const [service, procedure, status] = key.split('\u0000');
      if (filter.service && filter.service !== service) continue;
      if (filter.procedure && filter.procedure !== procedure) continue;
      if (filter.status && filter.status !== status) continue;
      matching.push(this.sorted(rows));
    }
    if (matching.length === 1) return matching[0] as QueueRow[];
    return matching.flat().sort(compareQueueRows);
  }

  /** Every row of a client, unordered (the home's figures count them all; no sort needed). */
  ofClient(client: string): QueueRow[] {
    const buckets = this.byClient.get(client);
    return buckets ? [...buckets.values()].flat() : [];
  }

  /** A patient's own rows, newest request first. */
  ofCpf(cpf: string): QueueRow[] {
    return [...(this.byCpf.get(cpf) ?? [])].sort(
      (a, b) => b.fir_data_solicitacao.localeCompare(a.fir_data_solicitacao) || b.fir_id - a.fir_id,
    );
  }

  /** Distinct values present for a client: which services, procedures and statuses have rows. */
  facets(client: string): Array<{ service: string; procedure: string; status: string }> {
    const buckets = this.byClient.get(client);
    if (!buckets) return [];
    return [...buckets.keys()].map((key) => {
      const [service = '', procedure = '', status = ''] = key.split('\u0000');
      return { service, procedure, status };
    });
  }

  private sorted(rows: QueueRow[]): QueueRow[] {
    if (this.unsorted.delete(rows)) rows.sort(compareQueueRows);
    return rows;
  }
}
