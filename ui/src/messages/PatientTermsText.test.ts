import { describe, expect, it } from 'vitest';
import { afterPreposition, dataController } from './PatientTermsText';

describe('the data controller named in the terms', () => {
  it.each([
    ['Prefeitura Municipal de Mesquita', 'o Município de Mesquita'],
    ['Prefeitura Municipal de Maricá', 'o Município de Maricá'],
    ['Prefeitura de São Gonçalo', 'o Município de São Gonçalo'],
    ['Prefeitura Municipal do Rio de Janeiro', 'o Município do Rio de Janeiro'],
    ['Município de Nilópolis', 'o Município de Nilópolis'],
    ['Secretaria de Estado de Saúde', 'o órgão responsável (Secretaria de Estado de Saúde)'],
    [undefined, 'o Município'],
    ['  ', 'o Município'],
  ])('%s → %s', (name, controller) => {
    expect(dataController(name)).toBe(controller);
  });
});

describe('a preposition before the controller', () => {
  it.each([
    ['por', 'o Município de Mesquita', 'pelo Município de Mesquita'],
    ['de', 'o Município de Mesquita', 'do Município de Mesquita'],
    ['de', 'o órgão responsável (SES)', 'do órgão responsável (SES)'],
    ['por', 'a Secretaria', 'pela Secretaria'],
    ['de', 'Mesquita', 'de Mesquita'],
  ] as const)('%s + %s → %s', (preposition, controller, text) => {
    expect(afterPreposition(preposition, controller)).toBe(text);
  });
});
