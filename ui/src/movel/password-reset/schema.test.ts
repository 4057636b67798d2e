import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { passwordResetSchema } from './schema';

describe('password reset', () => {
  it.each([
    [passwordResetSchema, { usu_senha: 'Senha@123', usu_senha_confirmation: 'Senha@123' }, {}],
    [
      passwordResetSchema,
      { usu_senha: 'Senha#123', usu_senha_confirmation: 'Senha#123' },
      { usu_senha: ['Os requisitos para a nova senha não foram satisfeitos.'] },
    ],
    [
      passwordResetSchema,
      { usu_senha: 'Senha@123', usu_senha_confirmation: 'Senha@12' },
      { usu_senha_confirmation: ['Senhas devem ser Idênticas'] },
    ],
  ] as const)('%#: %j', (schema, values, expected) => {
    expect(messagesOf(schema, values)).toEqual(expected);
  });
});
