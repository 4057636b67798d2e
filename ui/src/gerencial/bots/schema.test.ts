import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { blipBotSchema } from './schema';

describe('Blip Bot', () => {
  const bot = { name: 'Atendimento', blipKey: 'chave-1234567', description: '' };
  it.each([
    [{ name: '' }, { name: ['Nome do Bot não informado.'] }],
    [{ name: 'Oi' }, { name: ['Nome do Bot menor que 3 letras.'] }],
    [{ blipKey: '' }, { blipKey: ['Blip Key não informado.'] }],
    [{ blipKey: 'curta' }, { blipKey: ['Blip Key menor que 10 caracteres.'] }],
    [
      { description: 'x'.repeat(161) },
      { description: ['O Campo deve possuir no máximo 160 caracteres.'] },
    ],
    [{}, {}],
  ])('bot %j → %j', (change, expected) => {
    expect(messagesOf(blipBotSchema({ editing: false }), { ...bot, ...change })).toEqual(expected);
  });

  it('does not check the (disabled) key when editing', () => {
    expect(messagesOf(blipBotSchema({ editing: true }), { ...bot, blipKey: '' })).toEqual({});
  });
});
