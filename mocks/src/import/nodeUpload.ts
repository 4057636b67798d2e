/**
 * The streaming reader for Node runtimes: busboy splits the multipart body as it arrives and
 * csv-parse turns the file part into records, with backpressure, so memory holds only what is
 * being parsed (plus the rows kept for the all-or-nothing commit).
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import { parse } from 'csv-parse';
import { UploadTooLarge, type CsvReader, type CsvRecord } from './upload';

export const streamingCsvReader: CsvReader = (request, options) =>
  new Promise((resolve, reject) => {
    if (!request.body) return resolve(null);
    let parts: busboy.Busboy;
    try {
      parts = busboy({
        headers: Object.fromEntries(request.headers),
        limits: { files: 1, fileSize: options.maxBytes },
      });
    } catch (error) {
      return reject(error);
    }
    let found = false;
    parts.on('file', (field, file, info) => {
      if (field !== options.field || found) {
        file.resume();
        return;
      }
      found = true;
      const parser = parse({ ...options.parse, info: true, skip_records_with_error: true });
      parser.on('skip', (error: { message?: string; lines?: number }) => {
        options.onSkip({ line: error.lines ?? 0, message: error.message ?? 'Linha inválida' });
      });
      // Errors reach the reader through the iteration; this keeps an unread parser from crashing.
      parser.on('error', () => undefined);
      file.on('limit', () => parser.destroy(new UploadTooLarge()));
      file.on('error', (error) => parser.destroy(error));
      parts.on('error', (error: Error) => parser.destroy(error));
      file.pipe(parser);
      resolve({
        fileName: info.filename ?? 'arquivo.csv',
        mediaType: info.mimeType ?? '',
        records: (async function* () {
          for await (const row of parser as AsyncIterable<{
            record: Record<string, string>;
            info: { lines: number };
          }>) {
            yield { record: row.record, line: row.info.lines } satisfies CsvRecord;
          }
        })(),
        discard() {
          file.unpipe(parser);
          parser.destroy();
          file.resume();
        },
      });
    });
    parts.on('close', () => {
      if (!found) resolve(null);
    });
    parts.on('error', (error) => (found ? undefined : reject(error as Error)));
    Readable.fromWeb(request.body as unknown as NodeWebStream).pipe(parts);
  });
