import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../../forms/testing';
import { simpleNotificationSchema } from './schema';

describe('simple notification page', () => {
  it.each([
    [
      simpleNotificationSchema,
      { onlyPush: true, titulo: '', cpfs: '', descricao: '' },
      {
        titulo: ['Campo Título é requerido'],
        cpfs: ['Campo CPFs é requerido'],
        descricao: ['Campo Descrição é requerido'],
      },
    ],
    [
      simpleNotificationSchema,
      { onlyPush: false, titulo: 'x'.repeat(51), cpfs: '1', descricao: 'x'.repeat(121) },
      {
        titulo: ['O Campo deve possuir no máximo 50 caracteres.'],
        cpfs: ['CPF inválido: 1'],
        descricao: ['O Campo deve possuir no máximo 120 caracteres.'],
      },
    ],
  ] as const)('%#', (schema, values, expected) => {
    expect(messagesOf(schema, values)).toEqual(expected);
  });
});
