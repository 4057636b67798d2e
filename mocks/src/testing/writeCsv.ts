/**
 * Writes a queue-import CSV for the bench: `node --import tsx mocks/src/testing/writeCsv.ts <file>
 * <rows> [procedures] [firstId]`. Rows are spread over `procedures` exam procedures (default 10);
 * their fir_fila_id count up from `firstId` (default 1, where the seed's rows are: an import
 * updates those; past them it only adds).
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { queueCsv } from './csv';

const [file, rowsArg = '100000', proceduresArg = '10', firstIdArg = '1'] = process.argv.slice(2);
if (!file) throw new Error('usage: writeCsv.ts <file> <rows> [procedures] [firstId]');
const rows = Number(rowsArg);
const procedures = Number(proceduresArg);
const out = createWriteStream(file);
for (let p = 0; p < procedures; p++) {
  const perPart = Math.ceil(rows / procedures);
  // Each part its own fir_fila_ids: an id may appear once per file.
  const part = queueCsv({
    rows: perPart,
    procedure: `PROCEDIMENTO DE CARGA ${p + 1}`,
    firstId: Number(firstIdArg) + p * perPart,
  });
  // One header for the whole file: later parts drop theirs (and the BOM).
  const body = p === 0 ? part : part.slice(part.indexOf('\r\n') + 2);
  if (!out.write(body)) await once(out, 'drain');
}
out.end();
await once(out, 'finish');
