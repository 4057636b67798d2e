import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { completeCpfSchema, myRequestsQuerySchema } from './schema';

describe('my requests forms', () => {
  it.each([
    [completeCpfSchema, { cpf: '111.111.111-11' }, { cpf: ['O CPF está inválido'] }],
    [completeCpfSchema, { cpf: '529 . 982 . 247 - 25' }, {}],
    [
      myRequestsQuerySchema,
      { cpf: '', limit: 10, offset: 0 },
      { cpf: ['O cpf é obrigatório para a busca de minhas solicitações'] },
    ],
  ] as const)('%#: %j', (schema, values, expected) => {
    expect(messagesOf(schema, values)).toEqual(expected);
  });

  it('rejects negative limit and offset', () => {
    expect(myRequestsQuerySchema.safeParse({ cpf: '5', limit: -1, offset: 0 }).success).toBe(false);
    expect(myRequestsQuerySchema.safeParse({ cpf: '5', limit: 10, offset: -10 }).success).toBe(
      false,
    );
  });
});
