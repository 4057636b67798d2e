import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { adminLoginSchema } from './schema';

describe('admin login', () => {
  it('requires Login and Senha', () => {
    expect(messagesOf(adminLoginSchema, { login: ' ', senha: '' })).toEqual({
      login: ['Campo Login é requerido'],
      senha: ['Campo Senha é requerido'],
    });
  });
});
