import { describe, expect, it } from 'vitest';
import { EMPTY_NEWS, fromNews, newsMessages, toNewsRequest, type NewsValues } from './newsForm';

const now = new Date(2026, 10, 20, 14, 30);
const image = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'vacina.jpg', {
  type: 'image/jpeg',
});

const valid: NewsValues = {
  ...EMPTY_NEWS,
  titulo: 'Vacinação contra a gripe',
  link: 'https://www.mesquita.rj.gov.br/noticias/vacina',
  categoriaPrincipal: '2',
  descricao: 'Doses em todas as UBS.',
  dataPublicacao: '21/11/2026',
  dataExpiracao: '30/11/2026',
  imagem: image,
};

const owner = { clientId: 1, stateClient: false, cityId: 14 };

describe('newsMessages: both rule sets, the form first, in field order', () => {
  it.each<[string, Partial<NewsValues>, boolean, Array<[string, string]>]>([
    ['a valid item', {}, false, []],
    [
      'an empty form',
      { ...EMPTY_NEWS },
      false,
      [
        ['titulo', 'Campo Título é requerido'],
        ['link', 'Campo Link é requerido'],
        ['categoriaPrincipal', 'Campo Categoria principal é requerido'],
        ['descricao', 'Campo Descrição é requerido'],
        ['dataPublicacao', 'Data de publicação inválida.'],
        ['dataExpiracao', 'Campo Data de expiração é requerido'],
        ['imagem', 'A imagem é obrigatória'],
      ],
    ],
    // The form allows 90, the service 60: both apply.
    [
      'a 61-character title',
      { titulo: 'x'.repeat(61) },
      false,
      [['titulo', 'O título deve no máximo 60 caracteres']],
    ],
    // The form checks only that it is a date; the service wants today or later.
    [
      'yesterday',
      { dataPublicacao: '19/11/2026' },
      false,
      [['dataPublicacao', 'A data de publicação deve ser a atual ou superior a hoje']],
    ],
    ['a state client without cities', {}, true, [['cidades', 'Campo Cidades é requerido']]],
  ])('%s', (_, change, stateClient, expected) => {
    expect(newsMessages({ ...valid, ...change }, { stateClient, now })).toEqual(expected);
  });

  it('keeps a past publication and needs no new image when editing', () => {
    expect(
      newsMessages(
        {
          ...valid,
          id: 9,
          imagem: null,
          dataPublicacao: '01/10/2026',
          dataExpiracao: '30/10/2026',
        },
        { stateClient: false, now },
      ),
    ).toEqual([]);
  });
});

describe('toNewsRequest', () => {
  it('creates with trimmed texts, API dates, the image as a data URL and the own city', async () => {
    const request = await toNewsRequest({ ...valid, titulo: '  Vacinação  ', link: '' }, owner);
    expect(request.kind).toBe('create');
    expect(request.body).toMatchObject({
      id: null,
      titulo: 'Vacinação',
      link: null,
      dataPublicacao: '2026-11-21',
      dataExpiracao: '2026-11-30',
      clienteId: 1,
      categoriaPrincipal: 2,
      cidades: [14],
      nomeArquivo: 'vacina.jpg',
    });
    expect(request.body.imagem).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('sends the chosen cities of a state client', async () => {
    const request = await toNewsRequest(
      { ...valid, cidades: ['3', '16'] },
      { clientId: 2, stateClient: true, cityId: 0 },
    );
    expect(request.body.cidades).toEqual([3, 16]);
  });

  it('updates without an image when none was chosen (the stored one stays)', async () => {
    const request = await toNewsRequest({ ...valid, id: 9, imagem: null }, owner);
    expect(request).toMatchObject({
      kind: 'update',
      body: { id: 9, imagem: null, nomeArquivo: null },
    });
  });
});

describe('fromNews', () => {
  it('shows the stored item as the form edits it', () => {
    expect(
      fromNews({
        id: 9,
        titulo: 'Vacinação',
        descricao: 'Doses',
        link: null,
        dataPublicacao: '2026-11-21',
        dataExpiracao: '2026-11-30',
        categoriaPrincipal: 2,
        cidades: [3],
        arquivo: { ane_caminho: '/api/public/attachment/folder-9/attachment-4/vacina.jpg' },
      }),
    ).toEqual({
      id: 9,
      titulo: 'Vacinação',
      link: '',
      categoriaPrincipal: '2',
      descricao: 'Doses',
      dataPublicacao: '21/11/2026',
      dataExpiracao: '30/11/2026',
      cidades: ['3'],
      imagem: null,
      imagemAtual: '/api/public/attachment/folder-9/attachment-4/vacina.jpg',
    });
  });
});
