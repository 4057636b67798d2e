import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { rssFormSchema } from './schema';

describe('RSS', () => {
  it.each([
    [{ link: '', status: true }, { link: ['O link é obrigatório'] }],
    [{ link: 'not a url at all!!', status: true }, { link: ['Url inválida.'] }],
    [
      { link: 'https://a.br/rss', status: true },
      { link: ['O Campo deve possuir no mínimo 18 e no máximo 200 caracteres.'] },
    ],
    [{ link: 'https://saude.exemplo.gov.br/rss', status: false }, {}],
  ])('rss %j → %j', (values, expected) => {
    expect(messagesOf(rssFormSchema, values)).toEqual(expected);
  });
});
