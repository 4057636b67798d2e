import { CreateUserDocument } from '@portal/contracts/generated/graphql/graphql';
import { REGISTRY_MESSAGES } from '@portal/contracts/registry';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { ORIGIN, setupMockBackend } from '../testing/backend';

setupMockBackend();

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const png = () => new File([PNG], 'foto.png', { type: 'image/png' });

const valid = {
  usu_nome_usuario: 'Paulo Lima',
  usu_email: 'paulo.registro@exemplo.com.br',
  usu_nome_mae: 'Rita Lima',
  usu_nascimento: '1990-01-02',
  usu_cpf: '39053344705',
  usu_cep: '26553000',
  usu_telefone: '21987654321',
  usu_cns: '898001234567891',
  usu_senha: 'Segura@2026',
  usu_cod_ibge_municipio: '3302858',
  usu_id_estados_civis: 1,
};

/** CreateUser as the register page sends it: multipart, the photo as an upload. */
async function createUser(user: Record<string, unknown>, file: File = png()) {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query: CreateUserDocument.toString(), variables: { user, files: [null] } }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.files.0'] }));
  form.set('0', file);
  const response = await fetch(`${ORIGIN}/graphql`, { method: 'POST', body: form });
  const body = (await response.json()) as { errors?: { message: string }[] };
  return body.errors?.[0]?.message ?? 'ok';
}

describe('the app-user register refuses what a registry would, with the screen’s messages', () => {
  it.each([
    ['usu_cns', '12345', REGISTRY_MESSAGES.cnsInvalid],
    ['usu_cns', '123456789010027', REGISTRY_MESSAGES.cnsInvalid],
    ['usu_cep', '26000', REGISTRY_MESSAGES.cepInvalid],
    ['usu_nascimento', '1800-01-01', REGISTRY_MESSAGES.birthDateInvalid],
    ['usu_nascimento', '2999-01-01', REGISTRY_MESSAGES.birthDateInvalid],
    ['usu_email', `${'a'.repeat(6000)}@exemplo.com.br`, REGISTRY_MESSAGES.emailInvalid],
    ['usu_nome_usuario', '<img src=x onerror=alert(1)>', 'Nome Inválido'],
    ['usu_nome_mae', 'Rita 2', 'Nome da mãe Inválido'],
  ])('%s = %j → %s', async (field, value, message) => {
    expect(await createUser({ ...valid, [field]: value })).toBe(message);
  });

  it('refuses a text file named .png, and keeps a real PNG byte for byte', async () => {
    const text = new File(['isto não é uma imagem'], 'foto.png', { type: 'image/png' });
    expect(await createUser(valid, text)).toBe('Formato Inválido! Formato(s) Válido(s): jpeg,png.');
    expect(await createUser({ ...valid, usu_nome_mae: "Rita D'Ávila-Lima" })).toBe('ok');
  });
});

describe('the status of a new app user is the server’s', () => {
  it('ignores a usu_status the client sends (2, active): the user awaits authorisation (1)', async () => {
    expect(await createUser({ ...valid, usu_status: 2 })).toBe('ok');
    const stored = db.usuario.findFirst({ where: { usu_cpf: { equals: valid.usu_cpf } } });
    expect(stored?.usu_status).toBe(1);
  });
});
