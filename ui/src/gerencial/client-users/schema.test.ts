import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { clientUserSchema, toClientUserInput } from './schema';

describe('client users', () => {
  const user = {
    usc_id: 0,
    usc_nome_usuario: 'Joana Souza',
    usc_login: 'joana.souza',
    usc_login_atual: '',
    usc_senha: 'Senha@123',
    usc_senha_confirmation: 'Senha@123',
  };
  const loginInvalid =
    'O login está inválido: use de 3 a 30 caracteres entre letras minúsculas sem acento, números, ponto (.) e hífen (-).';
  it.each([
    [{}, {}],
    [{ usc_login: '' }, { usc_login: ['Campo Login é requerido'] }],
    [{ usc_login: 'Joana Souza' }, { usc_login: [loginInvalid] }],
    [{ usc_login: 'joana_souza' }, { usc_login: [loginInvalid] }],
    [{ usc_login: 'jo' }, { usc_login: [loginInvalid] }],
    [{ usc_login: 'j'.repeat(31) }, { usc_login: [loginInvalid] }],
    [{ usc_login: 'joana-souza.2' }, {}],
    // An older login outside the rule, kept as it is on update, is not refused for it.
    [{ usc_id: 5, usc_login: 'Joana Souza', usc_login_atual: 'Joana Souza' }, {}],
    [
      { usc_id: 5, usc_login: 'Joana S', usc_login_atual: 'Joana Souza' },
      { usc_login: [loginInvalid] },
    ],
    [{ usc_nome_usuario: 'Jo' }, { usc_nome_usuario: ['O nome está inválido'] }],
    [{ usc_nome_usuario: 'Joana 2' }, { usc_nome_usuario: ['O nome está inválido'] }],
    [{ usc_senha: '', usc_senha_confirmation: '' }, { usc_senha: ['A senha é obrigatória.'] }],
    [
      { usc_senha: 'fraca', usc_senha_confirmation: 'fraca' },
      { usc_senha: ['A senha está inválida.'] },
    ],
    [
      { usc_senha_confirmation: 'Outra@123' },
      { usc_senha_confirmation: ['As senhas não coincidem'] },
    ],
    [{ usc_id: 5, usc_senha: '', usc_senha_confirmation: '' }, {}],
    [
      { usc_id: 5, usc_senha: 'fraca', usc_senha_confirmation: 'fraca' },
      { usc_senha: ['A senha está inválida.'] },
    ],
  ])('%j → %j', (change, expected) => {
    expect(messagesOf(clientUserSchema, { ...user, ...change })).toEqual(expected);
  });

  it('omits a blank password from the update input', () => {
    const values = clientUserSchema.parse({
      ...user,
      usc_id: 5,
      usc_senha: ' ',
      usc_senha_confirmation: '',
    });
    expect(toClientUserInput(values, 9)).toEqual({
      usc_id: 5,
      usc_nome_usuario: 'Joana Souza',
      usc_login: 'joana.souza',
      usc_id_clientes: 9,
    });
  });
});
