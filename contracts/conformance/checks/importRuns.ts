/**
 * Waiting for a queue import the tour sent: its status row (GraphQL search_status_import) is read
 * every half second until it is no longer PROCESSANDO, or the time is up (then a problem says
 * which: still processing, or never listed).
 */
import type { Answer, ProblemList } from './checker';

/** The fields of a status row every import check reads. */
export interface ImportRunBase {
  ims_id: number;
  ims_nome_arquivo: string;
  ims_situacao: string;
}

export interface SettleOptions<Run extends ImportRunBase> {
  /** One read of the client's status rows. */
  read: () => Promise<{ answer: Answer; rows: Run[] }>;
  /** The row of this import. */
  isThis: (run: Run) => boolean;
  /** The file's name, for the problem. */
  name: string;
  waitMs: number;
  found: ProblemList;
  /** Called with the row each time it is seen (still processing or not). */
  onSeen?: (run: Run) => void;
}

/** The import's final status row, or undefined (with a problem) when it did not settle in time. */
export async function settledImport<Run extends ImportRunBase>({
  read,
  isThis,
  name,
  waitMs,
  found,
  onSeen,
}: SettleOptions<Run>): Promise<{ answer: Answer; run: Run } | undefined> {
  const deadline = Date.now() + waitMs;
  let last: Run | undefined;
  let answer: Answer | undefined;
  while (Date.now() < deadline) {
    const seen = await read();
    answer = seen.answer;
    last = seen.rows.find(isThis);
    if (last) onSeen?.(last);
    if (last && last.ims_situacao !== 'PROCESSANDO') return { answer, run: last };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  found.add(
    answer?.request ?? 'GraphQL search_status_import',
    last
      ? `still ${last.ims_situacao} after ${waitMs / 1000} s`
      : `the import of ${name} is not in search_status_import`,
  );
  return undefined;
}
