import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { panelLoginSchema } from './schema';

describe('panel login', () => {
  const missing = 'Informe os dados para realizar o acesso';
  it.each([
    [
      { login: '', senha: '' },
      { login: [missing], senha: [missing] },
    ],
    [{ login: '  painel ', senha: '   ' }, { senha: [missing] }],
    [{ login: 'painel', senha: 'Painel@123' }, {}],
  ])('%j → %j', (values, expected) => {
    expect(messagesOf(panelLoginSchema, values)).toEqual(expected);
  });

  it('trims both fields', () => {
    expect(panelLoginSchema.parse({ login: ' painel ', senha: ' x ' })).toEqual({
      login: 'painel',
      senha: 'x',
    });
  });
});
