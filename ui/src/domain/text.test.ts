import { describe, expect, it } from 'vitest';
import { padId, requestDescription, splitObservation, titleCase } from './text';

describe('titleCase', () => {
  it.each([
    ['CONSULTA EM CARDIOLOGIA', 'Consulta Em Cardiologia'],
    ['ULTRASSONOGRAFIA DE ABDÔMEN TOTAL', 'Ultrassonografia De Abdômen Total'],
    ['raio-x de tórax (pa)', 'Raio-X De Tórax (Pa)'],
    ['  ÓCULOS  ', 'Óculos'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (input, expected) => expect(titleCase(input)).toBe(expected));
});

describe('requestDescription', () => {
  it.each([
    ['EXAMES', 'HEMOGRAMA COMPLETO', 'Ex - Hemograma Completo'],
    ['CONSULTAS', 'CONSULTA EM CARDIOLOGIA', 'Cons - Consulta Em Cardiologia'],
    ['exames', 'HEMOGRAMA', 'Ex - Hemograma'],
    ['CIRURGIAS', 'CATARATA', 'CIRURGIAS - Catarata'],
    [null, 'CATARATA', 'Catarata'],
  ])('%s + %s → %s', (type, procedure, expected) => {
    expect(requestDescription(type, procedure)).toBe(expected);
  });
});

describe('splitObservation', () => {
  it.each([
    ['info: Trazer exames info: Jejum de 8 horas', ['Trazer exames', 'Jejum de 8 horas']],
    ['INFO:Primeira Info: segunda iNfO: terceira', ['Primeira', 'segunda', 'terceira']],
    ['Sem marcador', ['Sem marcador']],
    ['Antes info: depois', ['Antes', 'depois']],
    ['info: info:', []],
    ['', []],
    [null, []],
  ])('%j → %j', (input, expected) => expect(splitObservation(input)).toEqual(expected));
});

describe('padId', () => {
  it.each([
    [7, '007'],
    [42, '042'],
    [123, '123'],
    [1234, '1234'],
    ['5', '005'],
  ])('%s → %s', (input, expected) => expect(padId(input)).toBe(expected));
});
