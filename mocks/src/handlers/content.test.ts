import { describe, expect, it } from 'vitest';
import { login, rest, setupMockBackend } from '../testing/backend';
import { NO_FEED_MESSAGE } from './rss';

setupMockBackend();

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
const news = {
  id: null,
  titulo: 'Vacinação',
  descricao: 'Campanha nas UBS.',
  link: null,
  dataPublicacao: day(1),
  dataExpiracao: day(10),
  clienteId: 1,
  categoriaPrincipal: 1,
  nomeArquivo: 'v.png',
  imagem: PNG,
  cidades: [] as number[],
};

describe('news service rules', () => {
  it.each([
    [{ titulo: '' }, 'O título é obrigatório'],
    [{ titulo: 'x'.repeat(61) }, 'O título deve no máximo 60 caracteres'],
    [{ link: 'nao-e-url' }, 'O link informado é inválido'],
    [{ dataPublicacao: day(-1) }, 'A data de publicação deve ser a atual ou superior a hoje'],
    [{ dataExpiracao: day(0) }, 'A data de expiração não pode ser anterior à de publicação'],
    [{ imagem: '' }, 'A imagem é obrigatória'],
  ])('%j → %s', async (change, message) => {
    const token = await login('admin');
    const answer = await rest('POST', '/api/noticias', { token, body: { ...news, ...change } });
    expect([answer.status, answer.body.mensagem]).toEqual([400, message]);
  });

  it('asks a state client for cities, and keeps past dates on update', async () => {
    const state = await login('stateAdmin');
    const categories = await rest('GET', '/api/noticias?clientId=2&limit=99', { token: state });
    const category = categories.body.rows[0].categoriaPrincipal as number;
    const noCities = await rest('POST', '/api/noticias', {
      token: state,
      body: { ...news, clienteId: 2, categoriaPrincipal: category },
    });
    expect(noCities.body.mensagem).toBe('Campo Cidades é requerido');
    const created = await rest('POST', '/api/noticias', {
      token: state,
      body: { ...news, clienteId: 2, categoriaPrincipal: category, cidades: [14, 18] },
    });
    expect(created.body.cidades).toEqual([14, 18]);
    const past = await rest('PUT', '/api/noticias', {
      token: state,
      body: { ...created.body, dataPublicacao: day(-30), imagem: null },
    });
    expect(past.status).toBe(200);
    expect(past.body.arquivo.ane_id).toBe(created.body.arquivo.ane_id);
    const admin = await login('admin');
    expect((await rest('GET', `/api/noticias/${created.body.id}`, { token: admin })).status).toBe(
      404,
    );
  });

  it('searches by title and hides expired news on request', async () => {
    const token = await login('admin');
    const all = await rest('GET', '/api/noticias?clientId=1&limit=99', { token });
    const current = await rest('GET', '/api/noticias?clientId=1&limit=99&isNewsCurrent=true', {
      token,
    });
    expect(current.body.count).toBeLessThan(all.body.count);
    const byTitle = await rest('GET', '/api/noticias?clientId=1&title=VACINA', { token });
    expect(
      byTitle.body.rows.every((n: { titulo: string }) =>
        /vacina/i.test(n.titulo.normalize('NFD').replace(/\p{M}/gu, '')),
      ),
    ).toBe(true);
  });
});

describe('RSS', () => {
  it('validates against the sandbox feeds only, and the portal reads the active ones', async () => {
    const token = await login('admin');
    expect(
      (
        await rest(
          'GET',
          '/api/rss-feeds-validate?link=https://www.gov.br/saude/pt-br/assuntos/noticias/RSS',
          { token },
        )
      ).body,
    ).toEqual({ valid: true, titulo: 'Ministério da Saúde — Notícias' });
    const unknown = await rest(
      'GET',
      '/api/rss-feeds-validate?link=https://www.exemplo.com.br/nada',
      { token },
    );
    expect([unknown.status, unknown.body.mensagem]).toEqual([400, NO_FEED_MESSAGE]);
    expect(
      (await rest('POST', '/api/rss', { token, body: { link: '', status: true, clienteId: 1 } }))
        .body.mensagem,
    ).toBe('O link é obrigatório');
    const feeds = await rest('GET', '/api/rss-feeds');
    expect(feeds.body).toHaveLength(3);
    const items = feeds.body.flatMap((f: { noticias: unknown[] }) => f.noticias) as Array<{
      enclosure: { url: string } | null;
    }>;
    expect(
      items.some((i) => i.enclosure?.url.startsWith('http://backend.test/api/public/attachment/')),
    ).toBe(true);
    const latest = await rest('GET', '/api/rss?limit=2', { token });
    expect(latest.body.rows).toHaveLength(2);
  });
});
