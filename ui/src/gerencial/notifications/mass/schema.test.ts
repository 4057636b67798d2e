import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../../forms/testing';
import { massNotificationSchema } from './schema';

describe('mass notification page', () => {
  it.each([
    [
      massNotificationSchema,
      { not_titulo: 'Aviso', not_cpf: '529.982.247-25, 123.456.789-00, x', not_mensagem: 'Oi' },
      { not_cpf: ['CPFs inválidos: 12345678900, x'] },
    ],
    [
      massNotificationSchema,
      { not_titulo: 'Aviso', not_cpf: ' , ,', not_mensagem: 'Oi' },
      { not_cpf: ['Campo CPFs é requerido'] },
    ],
    [
      massNotificationSchema,
      { not_titulo: 'Aviso', not_cpf: '529.982.247-25', not_mensagem: 'Oi' },
      {},
    ],
  ] as const)('%#', (schema, values, expected) => {
    expect(messagesOf(schema, values)).toEqual(expected);
  });
});
