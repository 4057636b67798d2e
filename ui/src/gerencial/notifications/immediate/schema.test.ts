import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../../forms/testing';
import { immediateFilterSchema } from './schema';

const now = new Date(2026, 10, 20, 14, 30);

describe('immediate filter', () => {
  const valid = {
    title: '',
    cpf: '',
    name: '',
    startDate: '26/10/2026',
    endDate: '20/11/2026',
    interactions: [],
  };
  it.each([
    [{}, {}],
    [{ title: 'Oi' }, { title: ['O Campo deve possuir no mínimo 3 e no máximo 45 caracteres.'] }],
    [{ name: 'Jo' }, { name: ['O Campo deve possuir no mínimo 3 e no máximo 50 caracteres.'] }],
    [{ cpf: '111.111.111-11' }, { cpf: ['Preencha o campo CPF corretamente.'] }],
    [{ startDate: '' }, { startDate: ['Por favor, informe uma data válida!'] }],
    [
      { endDate: '21/11/2026' },
      { endDate: ['A data informada deve ser anterior ou igual ao dia atual!'] },
    ],
    [
      { startDate: '20/11/2026', endDate: '19/11/2026' },
      {
        startDate: ['Data inicial deve ser anterior a data final'],
        endDate: ['Data final deve ser posterior a data inicial'],
      },
    ],
  ])('%j → %j', (change, expected) => {
    expect(messagesOf(immediateFilterSchema(now), { ...valid, ...change })).toEqual(expected);
  });
});
