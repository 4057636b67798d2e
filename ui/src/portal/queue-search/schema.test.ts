import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { queueSearchSchema } from './schema';

describe('queue search', () => {
  it.each([
    [
      queueSearchSchema,
      { service: '', procedure: '', status: 'SOLICITADO' },
      {
        service: ['Você precisa selecionar um Serviço, um Procedimento e uma Situação!'],
        procedure: ['Você precisa selecionar um Serviço, um Procedimento e uma Situação!'],
      },
    ],
  ] as const)('%#: %j', (schema, values, expected) => {
    expect(messagesOf(schema, values)).toEqual(expected);
  });
});
