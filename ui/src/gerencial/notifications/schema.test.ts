import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { addCpfSchema, addTimeSchema, sendServiceSchema } from './schema';

const now = new Date(2026, 10, 20, 14, 30);

describe('send form', () => {
  it.each([
    [{ date: '', hour: '' }, { date: ['Por favor, preencha os campos Data e Hora.'] }],
    [{ date: '21/11/2026', hour: '' }, { hour: ['Por favor, preencha os campos Data e Hora.'] }],
    [{ date: '31/11/2026', hour: '10:00' }, { date: ['Data informada errada.'] }],
    [{ date: '31/02/2027', hour: '' }, { date: ['Data informada errada.'] }],
    [{ date: '12/0', hour: '' }, { date: ['Data informada errada.'] }],
    [
      { date: '20/11/2026', hour: '15:00' },
      {
        hour: ['Por favor escolha um horário com no mínimo uma hora de antecedência para o envio.'],
      },
    ],
    [{ date: '20/11/2026', hour: '15:30' }, {}],
    [{ date: '21/11/2026', hour: '09:00' }, {}],
  ])('add time %j at 14:30 → %j', (values, expected) => {
    expect(messagesOf(addTimeSchema(now), values)).toEqual(expected);
  });

  it.each([
    [{ cpf: '' }, { cpf: ['Por favor, preencha o campo CPF.'] }],
    [{ cpf: '529.982.247-2' }, { cpf: ['Preencha o campo CPF corretamente.'] }],
    [{ cpf: '529.982.247-25' }, {}],
  ])('add CPF %j → %j', (values, expected) => {
    expect(messagesOf(addCpfSchema, values)).toEqual(expected);
  });

  it('the sending service has its own messages', () => {
    expect(messagesOf(sendServiceSchema, { title: '', body: '', cpfs: [], clientId: 0 })).toEqual({
      title: ['O título é obrigatório'],
      body: ['A descriação é obrigatória'],
      cpfs: ['O(s) cpf(s) é/são obrigatório(s)'],
      clientId: ['Um id de cliente deve ser informado.'],
    });
  });
});
