import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  checkFiles,
  CSV_IMPORT_RULES,
  REGISTER_IMAGE_RULES,
  type FileRules,
} from './files';

const file = (name: string, size: number, type = '') => ({ name, size, type });
const messages = (files: ReturnType<typeof file>[], rules: FileRules, already = 0) =>
  checkFiles(files, rules, already).map((p) => p.message);

describe('file rules (1 kB = 1024 bytes)', () => {
  it.each([
    [file('fila.csv', 1000, 'text/csv'), []],
    [file('FILA.CSV', 1000), []],
    [file('fila.txt', 1000, 'application/vnd.ms-excel'), []],
    [file('fila.xlsx', 1000), ['Formato Inválido! Formato(s) Válido(s): csv,ms-excel.']],
    [file('fila.csv', 204_800 * 1024), []],
    [file('fila.csv', 204_800 * 1024 + 1), ['O arquivo deve ser menor do que 204800 kB']],
  ])('import %j → %j', (picked, expected) => {
    expect(messages([picked], CSV_IMPORT_RULES)).toEqual(expected);
  });

  it.each([
    [[file('a.png', 200 * 1024, 'image/png')], 0, []],
    [[file('a.jpg', 200 * 1024 + 1, 'image/jpeg')], 0, ['O arquivo deve ser menor do que 200 kB']],
    [[file('a.gif', 10, 'image/gif')], 0, ['Formato Inválido! Formato(s) Válido(s): jpeg,png.']],
    [[file('a.png', 10), file('b.png', 10)], 3, ['Máximo de 4 arquivos permitido.']],
    [[file('a.png', 10)], 3, []],
  ])('register images %j with %i already picked → %j', (picked, already, expected) => {
    expect(messages(picked, REGISTER_IMAGE_RULES, already)).toEqual(expected);
  });

  it('builds the accept attribute', () => {
    expect(acceptAttribute(CSV_IMPORT_RULES)).toBe('.csv,text/csv,application/vnd.ms-excel');
  });
});
