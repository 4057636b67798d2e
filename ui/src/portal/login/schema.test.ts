import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { patientLoginSchema, patientRegisterSchema, toRegistrationPayload } from './schema';

describe('patient login', () => {
  it.each([
    [
      { cpf: '', password: '' },
      { cpf: ['CPF não informado.'], password: ['Senha não informada.'] },
    ],
    [{ cpf: '111.111.111-11', password: 'x' }, { cpf: ['CPF e/ou senha inválidos.'] }],
    [{ cpf: '529.982.247-25', password: '   ' }, { password: ['Senha não informada.'] }],
    [{ cpf: '529.982.247-25', password: 'Senha@123' }, {}],
  ])('%j → %j', (values, expected) => {
    expect(messagesOf(patientLoginSchema, values)).toEqual(expected);
  });
});

describe('patient register modal', () => {
  const valid = {
    usu_cpf: '529.982.247-25',
    usu_nome_usuario: 'Maria da Silva',
    usu_email: 'maria@exemplo.com.br',
    usu_telefone: '(21) 9 8765 - 4321',
    usu_senha: 'Senha@123',
    usu_senha_confirmation: 'Senha@123',
  };
  it.each([
    [{}, {}],
    [{ usu_cpf: '000.000.000-00' }, { usu_cpf: ['O CPF está inválido'] }],
    [{ usu_cpf: '' }, { usu_cpf: ['O CPF está inválido'] }],
    [
      { usu_nome_usuario: 'Jo' },
      { usu_nome_usuario: ['O Campo deve possuir no mínimo 3 e no máximo 45 caracteres.'] },
    ],
    [{ usu_nome_usuario: 'Maria 2' }, { usu_nome_usuario: ['O nome está inválido'] }],
    [{ usu_email: 'maria@exemplo' }, { usu_email: ['O email está inválido'] }],
    [{ usu_telefone: '(21) 9876' }, { usu_telefone: ['O telefone está inválido'] }],
    [
      { usu_senha: 'senha123', usu_senha_confirmation: 'senha123' },
      { usu_senha: ['A senha está inválida.'] },
    ],
    [
      { usu_senha_confirmation: 'Outra@123' },
      { usu_senha_confirmation: ['As senhas não coincidem'] },
    ],
    [
      { usu_cpf: '1', usu_senha_confirmation: 'x' },
      { usu_cpf: ['O CPF está inválido'], usu_senha_confirmation: ['As senhas não coincidem'] },
    ],
  ])('%j → %j', (change, expected) => {
    expect(messagesOf(patientRegisterSchema, { ...valid, ...change })).toEqual(expected);
  });

  it('trims the passwords and builds the service payload with digits', () => {
    const parsed = patientRegisterSchema.parse({
      ...valid,
      usu_senha: ' Senha@123 ',
      usu_senha_confirmation: 'Senha@123',
    });
    expect(parsed.usu_senha).toBe('Senha@123');
    expect(toRegistrationPayload(valid)).toEqual({
      cpf: '52998224725',
      name: 'Maria da Silva',
      email: 'maria@exemplo.com.br',
      cellphone: '21987654321',
      password: 'Senha@123',
    });
  });

  it('the service requires every field with its own message', () => {
    expect(() => toRegistrationPayload({ ...valid, usu_nome_usuario: ' ' })).toThrow(
      'Nome completo é obrigatório.',
    );
  });
});
