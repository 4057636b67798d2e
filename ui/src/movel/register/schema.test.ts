import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { appUserRegisterSchema, contactSchema, toAppUserPayload } from './schema';

const now = new Date(2026, 10, 20);
const png = (name: string, kb: number, type = 'image/png') =>
  new File([new Uint8Array(kb * 1024)], name, { type });

const valid = {
  usu_nome_usuario: 'Maria da Silva',
  usu_email: 'maria@exemplo.com.br',
  usu_nome_mae: 'Ana da Silva',
  usu_nascimento: '29/02/1988',
  usu_cpf: '529.982.247-25',
  usu_cep: '25000-000',
  usu_telefone: '(21) 3456 - 7890',
  usu_cns: '898 0012 3456 7891',
  usu_genero: 'm',
  usu_id_estados_civis: '1',
  usu_id_dependentes: '2',
  usu_cod_ibge_municipio: '3302858',
  usu_senha: 'Senha@123',
  usu_senha_confirmation: 'Senha@123',
  usu_anexos: [png('doc.png', 100)],
};

describe('app-user register', () => {
  it.each([
    [{}, {}],
    [{ usu_nome_usuario: '' }, { usu_nome_usuario: ['Campo Nome é requerido'] }],
    [{ usu_email: 'maria@' }, { usu_email: ['Email Inválido'] }],
    [{ usu_cpf: '111.111.111-11' }, { usu_cpf: ['CPF Inválido'] }],
    [{ usu_nascimento: '30/02/1990' }, { usu_nascimento: ['Data de Nascimento inválida'] }],
    [{ usu_nascimento: '21/11/2026' }, { usu_nascimento: ['Data de Nascimento inválida'] }],
    [{ usu_telefone: '(21) 3456' }, { usu_telefone: ['Telefone inválido'] }],
    // The registry's rules (contracts/src/registry.ts), as the backend applies them.
    [{ usu_cns: '12345' }, { usu_cns: ['CNS Inválido'] }],
    [{ usu_cns: '123456789010027' }, { usu_cns: ['CNS Inválido'] }],
    [{ usu_cns: '1234 5678 9010 000' }, {}],
    [{ usu_cns: '700 0000 0000 0005' }, {}],
    [{ usu_cep: '26000' }, { usu_cep: ['CEP Inválido'] }],
    [{ usu_cep: '00000-000' }, { usu_cep: ['CEP Inválido'] }],
    [{ usu_nascimento: '01/01/1800' }, { usu_nascimento: ['Data de Nascimento inválida'] }],
    [{ usu_email: `${'a'.repeat(6000)}@exemplo.com.br` }, { usu_email: ['Email Inválido'] }],
    [{ usu_nome_usuario: '<img src=x onerror=alert(1)>' }, { usu_nome_usuario: ['Nome Inválido'] }],
    [{ usu_nome_mae: 'Ana 2' }, { usu_nome_mae: ['Nome da mãe Inválido'] }],
    [{ usu_nome_usuario: "Maria D'Ávila-Peçanha" }, {}],
    [
      { usu_senha_confirmation: 'Senha@124' },
      { usu_senha_confirmation: ['Senhas devem ser Idênticas'] },
    ],
    [
      { usu_senha_confirmation: '  ' },
      { usu_senha_confirmation: ['Campo Confirmação de senha é requerido'] },
    ],
    [
      { usu_senha: '', usu_senha_confirmation: '' },
      {
        usu_senha: ['Campo Senha é requerido'],
        usu_senha_confirmation: ['Campo Confirmação de senha é requerido'],
      },
    ],
    [{ usu_anexos: [] }, { usu_anexos: ['A imagem é requerida'] }],
    [
      { usu_anexos: [png('a.png', 201)] },
      { usu_anexos: ['O arquivo deve ser menor do que 200 kB'] },
    ],
    [
      { usu_anexos: [png('a.gif', 1, 'image/gif')] },
      { usu_anexos: ['Formato Inválido! Formato(s) Válido(s): jpeg,png.'] },
    ],
    [
      { usu_anexos: [1, 2, 3, 4, 5].map((n) => png(`${n}.png`, 1)) },
      { usu_anexos: ['Máximo de 4 arquivos permitido.'] },
    ],
  ])('%j → %j', (change, expected) => {
    expect(messagesOf(appUserRegisterSchema(now), { ...valid, ...change })).toEqual(expected);
  });

  it('converts the payload: API date, digits, status 1, ids', () => {
    const { user, files } = toAppUserPayload(appUserRegisterSchema(now).parse(valid));
    expect(user).toMatchObject({
      usu_nascimento: '1988-02-29',
      usu_cpf: '52998224725',
      usu_telefone: '2134567890',
      usu_status: 1,
      usu_cod_ibge_municipio: '3302858',
      usu_id_estados_civis: 1,
      usu_id_dependentes: 2,
      usu_genero: 'm',
    });
    expect(user).not.toHaveProperty('usu_senha_confirmation');
    expect(files).toHaveLength(1);
  });
});

describe('contact', () => {
  const contact = {
    fac_nome: 'Maria',
    fac_email: 'maria@exemplo.com',
    fac_telefone: '(21) 9 8765 - 4321',
    fac_descricao: 'Quero ajuda.',
  };
  it.each([
    [contactSchema, contact, {}],
    [
      contactSchema,
      { ...contact, fac_descricao: 'Oi' },
      {
        fac_descricao: ['O Campo deve possuir no mínimo 3 e no máximo 140 caracteres.'],
      },
    ],
    [contactSchema, { ...contact, fac_email: '' }, { fac_email: ['Campo E-mail é requerido'] }],
    [contactSchema, { ...contact, fac_telefone: '123' }, { fac_telefone: ['Telefone inválido'] }],
  ] as const)('%#: %j', (schema, values, expected) => {
    expect(messagesOf(schema, values)).toEqual(expected);
  });
});
