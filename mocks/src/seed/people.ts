/** Patients and app users (every demo account among them), client users and the panel operator. */
import { generateCns, generateCpf } from '../core/documents';
import { hashPassword } from '../core/passwords';
import { addDays, toDay, toMoment } from '../core/time';
import type { Data } from '../db/types';
import { personName, type Gender } from './names';
import type { Random } from './random';

export const DEMO = {
  patient: { cpf: '52998224725', password: 'Senha@123', name: 'Maria Aparecida dos Santos' },
  firstVisit: { cpf: '11144477735', password: 'Senha@123', name: 'João Pedro Ferreira Lima' },
  /** A patient with more requests than one page holds (the list's pagination). */
  manyRequests: { cpf: '15350946056', password: 'Senha@123', name: 'Carlos Eduardo Nogueira' },
  google: {
    sub: 'sandbox-google-0001',
    email: 'ana.google@exemplo.com.br',
    name: 'Ana Beatriz Google Rocha',
    picture: 'https://lh3.googleusercontent.com/a/sandbox-ana',
  },
  admin: { login: 'admin', password: 'Admin@123', clientId: 1 },
  stateAdmin: { login: 'estado', password: 'Admin@123', clientId: 2 },
  /** A municipal admin of Nilópolis, for tests that change what the portal shows (its config). */
  otherAdmin: { login: 'nilopolis', password: 'Admin@123', clientId: 3 },
  panel: { login: 'painel', password: 'Painel@123' },
  /** The reset link of an app user waiting for a password change. */
  resetHash: 'demo-redefinir-senha',
} as const;

/** The default password of every other seeded account, so QA can log in as anyone. */
export const SEED_PASSWORD = 'Senha@123';

const phone = (random: Random) => `21${random.pick(['9', '9', '3'])}${random.digits(8)}`;
const mailOf = (name: string, n: number) =>
  `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ')
    .filter((p) => p.length > 2)
    .slice(0, 2)
    .join('.')}${n}@exemplo.com.br`;

export function buildPatients(random: Random, now: number): Array<Data<'usuario'>> {
  const hash = hashPassword(SEED_PASSWORD, 'seed');
  const base = {
    usu_nome_mae: '',
    usu_cep: '26553-000',
    usu_imagem: null,
    usu_cod_ibge_municipio: '3302858',
    usu_id_estados_civis: 7,
    usu_id_dependentes: 1,
    usu_id_clientes: 1,
    usu_anexos: [] as number[],
    usu_google_sub: null,
    usu_hash_redefinicao: null,
  };
  const rows: Array<Data<'usuario'>> = [
    {
      ...base,
      usu_id: 1,
      usu_nome_usuario: DEMO.patient.name,
      usu_email: 'maria.aparecida@exemplo.com.br',
      usu_nome_mae: 'Josefa Maria dos Santos',
      usu_nascimento: '1968-03-14',
      usu_cpf: DEMO.patient.cpf,
      usu_telefone: '21987654321',
      usu_cns: '898001234567891',
      usu_senha: hash,
      usu_status: 2,
      usu_genero: 'f',
      usu_id_estados_civis: 2,
      usu_aceite_termos: true,
      usu_avisos_situacao: true,
      usu_criado_em: '2024-02-10 09:12:44',
    },
    {
      ...base,
      usu_id: 2,
      usu_nome_usuario: DEMO.firstVisit.name,
      usu_email: 'joao.pedro@exemplo.com.br',
      usu_nome_mae: 'Rosa Ferreira Lima',
      usu_nascimento: '1991-07-02',
      usu_cpf: DEMO.firstVisit.cpf,
      usu_telefone: '21998765432',
      usu_cns: '700509876543210',
      usu_senha: hash,
      usu_status: 2,
      usu_genero: 'm',
      usu_id_estados_civis: 1,
      usu_aceite_termos: false,
      usu_avisos_situacao: true,
      usu_criado_em: '2026-11-19 16:03:10',
    },
    {
      ...base,
      usu_id: 3,
      usu_nome_usuario: DEMO.google.name,
      usu_email: DEMO.google.email,
      usu_nascimento: '1985-10-23',
      usu_cpf: null,
      usu_telefone: '',
      usu_cns: null,
      usu_senha: null,
      usu_status: 2,
      usu_imagem: DEMO.google.picture,
      usu_genero: 'f',
      usu_aceite_termos: true,
      usu_avisos_situacao: true,
      usu_google_sub: DEMO.google.sub,
      usu_criado_em: '2026-10-02 11:45:00',
    },
  ];
  // App users in every status: 0 inactive, 1 pending, 2 active, 3 waiting password change.
  for (let i = 0; i < 140; i++) {
    const gender: Gender = random.pick(['m', 'f']);
    const name = personName(random, gender);
    const status = random.weighted([
      [2, 70],
      [1, 12],
      [0, 10],
      [3, 8],
    ] as const);
    rows.push({
      ...base,
      usu_id: rows.length + 1,
      usu_nome_usuario: name,
      usu_email: mailOf(name, i),
      usu_nome_mae: personName(random, 'f'),
      usu_nascimento: toDay(addDays(now, -random.int(18 * 365, 85 * 365))),
      usu_cpf: generateCpf(random),
      usu_telefone: phone(random),
      usu_cns: random.chance(0.85) ? generateCns(random) : null,
      usu_senha: hash,
      usu_status: status,
      usu_genero: gender,
      usu_id_estados_civis: random.int(1, 7),
      usu_id_dependentes: random.int(1, 6),
      usu_id_clientes: random.chance(0.85) ? 1 : 3,
      usu_aceite_termos: random.chance(0.8),
      usu_avisos_situacao: true,
      usu_criado_em: toMoment(addDays(now, -random.int(1, 700)) - random.int(0, 86_000) * 1000),
    });
  }
  // Appended after the random accounts so their ids and data stay as they were.
  rows.push({
    ...base,
    usu_id: rows.length + 1,
    usu_nome_usuario: DEMO.manyRequests.name,
    usu_email: 'carlos.nogueira@exemplo.com.br',
    usu_nome_mae: 'Lúcia Nogueira',
    usu_nascimento: '1959-05-21',
    usu_cpf: DEMO.manyRequests.cpf,
    usu_telefone: '21976543210',
    usu_cns: '700001234563759',
    usu_senha: hash,
    usu_status: 2,
    usu_genero: 'm',
    usu_id_estados_civis: 2,
    usu_aceite_termos: true,
    usu_avisos_situacao: true,
    usu_criado_em: '2024-06-03 10:20:00',
  });
  // Users waiting for a password change got a reset link (/movel/redefinir-senha/{hash}).
  for (const row of rows.filter((r) => r.usu_status === 3)) {
    row.usu_hash_redefinicao =
      row === rows.find((r) => r.usu_status === 3)
        ? DEMO.resetHash
        : `redefinir-${row.usu_id}-${random.digits(8)}`;
  }
  return rows;
}

/**
 * A seeded staff user's login, as an admin would choose it: first and last name without accents,
 * lower case, joined by a dot ('maria.souza'), with '-2', '-3'… when already taken.
 */
function staffLoginOf(name: string, taken: Set<string>): string {
  const words = name
    .normalize('NFD')
    .replace(/[^a-zA-Z ]/g, '')
    .toLowerCase()
    .split(' ')
    .filter(Boolean);
  const base = [words[0], words.at(-1)].filter(Boolean).join('.').slice(0, 27) || 'usuario';
  let login = base;
  for (let n = 2; taken.has(login); n++) login = `${base}-${n}`;
  taken.add(login);
  return login;
}

export function buildClientUsers(random: Random): Array<Data<'usuarioCliente'>> {
  const admin = hashPassword(DEMO.admin.password, 'seed');
  const other = hashPassword(SEED_PASSWORD, 'seed');
  const rows: Array<Data<'usuarioCliente'>> = [
    {
      usc_id: 1,
      usc_id_clientes: DEMO.admin.clientId,
      usc_nome_usuario: 'Administrador Mesquita',
      usc_login: DEMO.admin.login,
      usc_senha: admin,
      usc_termo_responsabilidade: false,
      usc_criado_em: '2024-01-15 10:00:00',
    },
    {
      usc_id: 2,
      usc_id_clientes: DEMO.stateAdmin.clientId,
      usc_nome_usuario: 'Gestor Estadual',
      usc_login: DEMO.stateAdmin.login,
      usc_senha: admin,
      usc_termo_responsabilidade: true,
      usc_criado_em: '2024-01-15 10:05:00',
    },
  ];
  // Nilópolis (DEMO.otherAdmin) keeps its one account: the client whose last account the
  // conformance tour and the tests try to remove.
  const staff: Array<[clientId: number, count: number]> = [
    [1, 9],
    [2, 3],
  ];
  const logins = new Set<string>([DEMO.admin.login, DEMO.stateAdmin.login, DEMO.otherAdmin.login]);
  for (const [clientId, count] of staff) {
    for (let i = 0; i < count; i++) {
      const name = personName(random);
      rows.push({
        usc_id: rows.length + 1,
        usc_id_clientes: clientId,
        usc_nome_usuario: name,
        usc_login: staffLoginOf(name, logins),
        usc_senha: other,
        usc_termo_responsabilidade: random.chance(0.7),
        usc_criado_em: `2025-0${random.int(1, 9)}-1${random.int(0, 9)} 0${random.int(8, 9)}:30:00`,
      });
    }
  }
  rows.push({
    usc_id: rows.length + 1,
    usc_id_clientes: DEMO.otherAdmin.clientId,
    usc_nome_usuario: 'Administração Nilópolis',
    usc_login: DEMO.otherAdmin.login,
    usc_senha: admin,
    usc_termo_responsabilidade: true,
    usc_criado_em: '2024-01-15 10:10:00',
  });
  return rows;
}

export function buildPanelOperators(): Array<Data<'operadorPainel'>> {
  return [
    {
      op_id: 1,
      op_login: DEMO.panel.login,
      op_nome: 'Operador do Painel',
      op_senha: hashPassword(DEMO.panel.password, 'seed'),
    },
  ];
}
