import { describe, expect, it } from 'vitest';
import { messagesOf } from './testing';
import { termsSchema } from './terms';

describe('terms', () => {
  it.each([
    [
      termsSchema,
      { accepted: false },
      { accepted: ['A leitura e concordância dos Termos e Condições é obrigatória.'] },
    ],
  ] as const)('%#: %j', (schema, values, expected) => {
    expect(messagesOf(schema, values)).toEqual(expected);
  });
});
