/**
 * Reading the CSV of a multipart upload as a stream of records. The runtime picks the reader: in
 * Node (sandbox, msw/node) busboy and csv-parse stream the file, so a 200 MB upload never sits in
 * memory as text; in the browser worker, where busboy cannot run and uploads are small, the
 * default reader takes the form data and parses it at once.
 */
import { parse } from 'csv-parse/browser/esm/sync';
import type { Options } from 'csv-parse';

export interface CsvRecord {
  record: Record<string, string>;
  /** 1-based line of the file where the record ends (the header is line 1). */
  line: number;
}

export interface CsvUpload {
  fileName: string;
  mediaType: string;
  records: AsyncIterable<CsvRecord>;
  /** Drops the rest of the file (a refused upload must still be drained). */
  discard(): void;
}

/** A record the parser skipped (inconsistent column count, bad quotes...). */
export interface SkippedRecord {
  line: number;
  message: string;
}

export interface ReadOptions {
  parse: Options;
  /** The multipart field of the file. */
  field: string;
  maxBytes: number;
  onSkip(skipped: SkippedRecord): void;
}

export class UploadTooLarge extends Error {}

/** Returns null when the request carries no file in `field`. */
export type CsvReader = (request: Request, options: ReadOptions) => Promise<CsvUpload | null>;

interface CsvParseError {
  message?: string;
  lines?: number;
}

/** The default reader: form data, then the whole text through csv-parse's sync API. */
export const formDataCsvReader: CsvReader = async (request, options) => {
  const form = await request.formData();
  const file = form.get(options.field);
  if (!file || typeof file === 'string') return null;
  if (file.size > options.maxBytes) throw new UploadTooLarge();
  const text = await file.text();
  const parseAll = () =>
    parse(text, {
      ...options.parse,
      info: true,
      skip_records_with_error: true,
      on_skip: (error: CsvParseError | undefined) => {
        options.onSkip({ line: error?.lines ?? 0, message: error?.message ?? 'Linha inválida' });
      },
    }) as unknown as Array<{ record: Record<string, string>; info: { lines: number } }>;
  return {
    fileName: file.name,
    mediaType: file.type,
    records: (async function* () {
      for (const row of parseAll()) yield { record: row.record, line: row.info.lines };
    })(),
    discard: () => undefined,
  };
};

let reader: CsvReader = formDataCsvReader;

/** Node runtimes install the streaming reader (./nodeUpload.ts). */
export function setCsvReader(next: CsvReader): void {
  reader = next;
}

export const readCsvUpload: CsvReader = (request, options) => reader(request, options);
