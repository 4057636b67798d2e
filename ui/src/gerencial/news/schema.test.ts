import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { newsFormSchema, newsServiceSchema } from './schema';

const now = new Date(2026, 10, 20, 14, 30);

describe('news form (field level)', () => {
  const valid = {
    titulo: 'Campanha de vacinação',
    link: 'https://saude.exemplo.gov.br/noticia',
    categoriaPrincipal: '1',
    descricao: 'Vacinação contra a gripe',
    dataPublicacao: '20/11/2026',
    dataExpiracao: '30/11/2026',
    cidades: [] as string[],
  };
  const create = newsFormSchema({ editing: false, stateClient: false });
  it.each([
    [{}, {}],
    [{ titulo: '' }, { titulo: ['Campo Título é requerido'] }],
    [{ titulo: 'Oi' }, { titulo: ['O Campo deve possuir no mínimo 3 e no máximo 90 caracteres.'] }],
    [
      { link: 'https://a.br' },
      { link: ['O Campo deve possuir no mínimo 18 e no máximo 200 caracteres.'] },
    ],
    [{ link: 'saude.exemplo.gov.br/noticia' }, { link: ['Url inválida.'] }],
    [{ categoriaPrincipal: '' }, { categoriaPrincipal: ['Campo Categoria principal é requerido'] }],
    [
      { descricao: 'x'.repeat(151) },
      { descricao: ['O Campo deve possuir no mínimo 3 e no máximo 150 caracteres.'] },
    ],
    [{ dataPublicacao: '31/11/2026' }, { dataPublicacao: ['Data de publicação inválida.'] }],
    [
      { dataExpiracao: '19/11/2026' },
      { dataExpiracao: ['A data de expiração deve ser igual ou ser depois da de publicação.'] },
    ],
    [{ dataExpiracao: '20/11/2026' }, {}],
    [{ dataExpiracao: '' }, { dataExpiracao: ['Campo Data de expiração é requerido'] }],
  ])('create %j → %j', (change, expected) => {
    expect(messagesOf(create, { ...valid, ...change })).toEqual(expected);
  });

  it('skips the date checks when editing and asks state clients for cities', () => {
    const edit = newsFormSchema({ editing: true, stateClient: true });
    expect(
      messagesOf(edit, { ...valid, dataPublicacao: 'x', dataExpiracao: '01/01/2000' }),
    ).toEqual({ cidades: ['Campo Cidades é requerido'] });
    expect(messagesOf(edit, { ...valid, cidades: ['1'] })).toEqual({});
  });
});

describe('news service', () => {
  const valid = {
    titulo: 'Vacinação',
    descricao: 'Texto',
    link: '',
    dataPublicacao: '20/11/2026',
    dataExpiracao: '21/11/2026',
    imagem: 'imagem.png',
  };
  it.each([
    [{}, {}],
    [{ titulo: '' }, { titulo: ['O título é obrigatório'] }],
    [{ titulo: 'x'.repeat(61) }, { titulo: ['O título deve no máximo 60 caracteres'] }],
    [{ link: 'javascript:alert(1)' }, { link: ['O link informado é inválido'] }],
    [
      { dataPublicacao: '19/11/2026' },
      { dataPublicacao: ['A data de publicação deve ser a atual ou superior a hoje'] },
    ],
    [
      { dataExpiracao: '19/11/2026', dataPublicacao: '20/11/2026' },
      { dataExpiracao: ['A data de expiração não pode ser anterior à de publicação'] },
    ],
    [{ imagem: undefined }, { imagem: ['A imagem é obrigatória'] }],
  ])('%j → %j', (change, expected) => {
    expect(messagesOf(newsServiceSchema({ creating: true, now }), { ...valid, ...change })).toEqual(
      expected,
    );
  });

  it('does not require an image on update', () => {
    expect(
      messagesOf(newsServiceSchema({ creating: false, now }), { ...valid, imagem: undefined }),
    ).toEqual({});
  });

  it('keeps a past publication date on update, but still wants a real date', () => {
    const update = newsServiceSchema({ creating: false, now });
    expect(messagesOf(update, { ...valid, dataPublicacao: '01/01/2026' })).toEqual({});
    expect(messagesOf(update, { ...valid, dataPublicacao: '31/02/2026' })).toEqual({
      dataPublicacao: ['Data de publicação inválida.'],
    });
  });
});
