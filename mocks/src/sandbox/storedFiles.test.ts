/**
 * Stored files over real HTTP: a news image sent as `data:text/html` with PNG's magic bytes in front
 * was stored, and its public attachment URL answered `text/html` (a page of anyone's on the
 * portal's address). A file is now taken only when its bytes are a whole PNG or JPEG, within
 * 200 kB, and answered with the type its bytes say, a sandbox and nosniff.
 */
import { CreateUserDocument } from '@portal/contracts/generated/graphql/graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { crc32 } from '@portal/contracts/storedFiles';
import { IMAGE_LIMIT_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@portal/contracts/limits';
import { db, nextId } from '../db';
import { bytesToBase64 } from '../core/images';
import { DEMO } from '../seed/people';
import { sandboxOverHttp } from '../testing/sandboxOverHttp';

const http = sandboxOverHttp('files');
let token: string;

beforeAll(async () => {
  const login = await fetch(`${http.origin}/api/clients/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO.admin.login, password: DEMO.admin.password }),
  });
  token = ((await login.json()) as { token: string }).token;
}, 30_000);

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
}
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A 1×1 PNG whose image data is `dataBytes` long (the sniff reads structure, not pixels). */
function png(dataBytes = 12): Buffer {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(dataBytes, 7)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const HTML = '<html><meta http-equiv="refresh" content="0;url=https://exemplo.invalid/"></html>';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
const createNews = (imagem: string, nomeArquivo = 'foto.png') =>
  fetch(`${http.origin}/api/noticias`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      id: null,
      titulo: 'Vacinação',
      descricao: 'Campanha nas UBS.',
      link: null,
      dataPublicacao: day(1),
      dataExpiracao: day(10),
      clienteId: DEMO.admin.clientId,
      categoriaPrincipal: 1,
      nomeArquivo,
      imagem,
      cidades: [],
    }),
  });
const messageOf = async (answer: Response) =>
  ((await answer.json()) as { mensagem: string }).mensagem;

describe('a news image', () => {
  it.each([
    ['text/html', Buffer.concat([SIGNATURE, Buffer.from(HTML)])],
    ['image/png', Buffer.concat([SIGNATURE, Buffer.from(HTML)])],
    ['image/png', Buffer.concat([png(), Buffer.from(HTML)])],
    ['image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)])],
  ])('declared %s, a page behind an image signature, is refused', async (declared, bytes) => {
    const answer = await createNews(`data:${declared};base64,${bytes.toString('base64')}`);
    expect(answer.status).toBe(400);
    expect(await messageOf(answer)).toBe('Por favor, selecione uma imagem');
  });

  it('past 200 kB is refused with the spec message', async () => {
    const big = png(IMAGE_LIMIT_BYTES);
    const answer = await createNews(`data:image/png;base64,${big.toString('base64')}`);
    expect(answer.status).toBe(400);
    expect(await messageOf(answer)).toBe(IMAGE_TOO_LARGE_MESSAGE);
  });

  it('a whole PNG declared text/html is stored, and answered as a PNG in a sandbox', async () => {
    const answer = await createNews(
      `data:text/html;base64,${png().toString('base64')}`,
      'pagina.html',
    );
    expect(answer.status).toBe(201);
    const { arquivo } = (await answer.json()) as { arquivo: { ane_caminho: string } };
    const file = await fetch(`${http.origin}${arquivo.ane_caminho}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(png())).toBe(true);
  });
});

describe('a stored file answered', () => {
  it('that is no allowed type (stored before the check) is a download in a sandbox', async () => {
    const ane_id = nextId('anexo');
    db.anexo.create({
      ane_id,
      ane_pasta: 1,
      ane_nome_completo: 'antiga.png',
      ane_caminho: `/api/public/attachment/folder-1/attachment-${ane_id}/antiga.png`,
      ane_tipo: 'text/html',
      ane_conteudo: bytesToBase64(Buffer.concat([SIGNATURE, Buffer.from(HTML)])),
    });
    const file = await fetch(
      `${http.origin}/api/public/attachment/folder-1/attachment-${ane_id}/antiga.png`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toBe('attachment');
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("a seeded news image is a PNG by its bytes, with the user file's headers", async () => {
    const seeded = db.anexo.getAll()[0]!;
    const file = await fetch(`${http.origin}${seeded.ane_caminho}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
  });
});

describe('an app user registered with a disguised picture', () => {
  it('is refused with the spec message, and a whole PNG is taken', async () => {
    const user = {
      usu_nome_usuario: 'Paulo Lima',
      usu_email: 'paulo.registro@exemplo.com.br',
      usu_nome_mae: 'Rita Lima',
      usu_nascimento: '1990-01-02',
      usu_cpf: '39053344705',
      usu_cep: '26553000',
      usu_telefone: '21987654321',
      usu_senha: 'Segura@2026',
      usu_cod_ibge_municipio: '3302858',
      usu_id_estados_civis: 1,
    };
    const register = async (bytes: Buffer) => {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({
          query: CreateUserDocument.toString(),
          variables: { user, files: [null] },
        }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.files.0'] }));
      form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
      const answer = await fetch(`${http.origin}/graphql`, { method: 'POST', body: form });
      const body = (await answer.json()) as { errors?: { message: string }[] };
      return body.errors?.[0]?.message ?? 'ok';
    };
    expect(await register(Buffer.concat([SIGNATURE, Buffer.from(HTML)]))).toBe(
      'Formato Inválido! Formato(s) Válido(s): jpeg,png.',
    );
    expect(await register(png(IMAGE_LIMIT_BYTES))).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(await register(png())).toBe('ok');
    const stored = db.anexo.getAll().at(-1)!;
    expect(stored.ane_tipo).toBe('image/png');
  });
});
