/**
 * The patients' records as the handlers read them: finding one, the shapes the contract answers
 * (PatientUser, AppUser) and a new record's defaults. One record serves the portal's patient and
 * the mobile app's user.
 */
import type { Schemas } from '../core/contract';
import { nowMoment } from '../core/time';
import { db, nextId, type Patient } from '../db';

type PatientUser = Schemas['PatientUser'];
type AppUser = Required<Schemas['AppUser']>;

export const ACTIVE = 2;
/** A registration's status until the Portal Gerencial authorises it (spec: usu_status 1). */
export const AWAITING_AUTHORIZATION = 1;

export const patientById = (id: number) =>
  db.usuario.findFirst({ where: { usu_id: { equals: id } } });
export const patientByCpf = (cpf: string) =>
  db.usuario.findFirst({ where: { usu_cpf: { equals: cpf } } });
export const patientByEmail = (email: string) =>
  db.usuario.getAll().find((u) => u.usu_email.trim().toLowerCase() === email);

export function patientUser(user: Patient): PatientUser {
  return {
    id: user.usu_id,
    name: user.usu_nome_usuario,
    birthDate: user.usu_nascimento || null,
    cns: user.usu_cns,
    cpf: user.usu_cpf,
    hasAcceptedTerms: user.usu_aceite_termos,
    statusNotices: user.usu_avisos_situacao,
    ...(user.usu_google_sub ? { image: user.usu_imagem } : {}),
  };
}

export function appUser(user: Patient): AppUser {
  return {
    usu_id: user.usu_id,
    usu_nome_usuario: user.usu_nome_usuario,
    usu_email: user.usu_email || null,
    usu_nome_mae: user.usu_nome_mae || null,
    usu_nascimento: user.usu_nascimento || null,
    usu_cpf: user.usu_cpf,
    usu_cep: user.usu_cep || null,
    usu_telefone: user.usu_telefone || null,
    usu_cns: user.usu_cns,
    usu_status: user.usu_status as AppUser['usu_status'],
    usu_imagem: user.usu_imagem,
    usu_genero: (user.usu_genero || null) as AppUser['usu_genero'],
    usu_cod_ibge_municipio: user.usu_cod_ibge_municipio || null,
    usu_id_estados_civis: user.usu_id_estados_civis,
    usu_id_dependentes: user.usu_id_dependentes,
  };
}

export function newPatient(fields: Partial<Patient> & { usu_nome_usuario: string }): Patient {
  return db.usuario.create({
    usu_id: nextId('usuario'),
    usu_email: '',
    usu_nome_mae: '',
    usu_nascimento: '',
    usu_cpf: null,
    usu_cep: '',
    usu_telefone: '',
    usu_cns: null,
    usu_senha: null,
    usu_status: ACTIVE,
    usu_imagem: null,
    usu_genero: 'm',
    usu_cod_ibge_municipio: '',
    usu_id_estados_civis: null,
    usu_id_dependentes: null,
    usu_id_clientes: 1,
    usu_anexos: [],
    usu_aceite_termos: false,
    usu_avisos_situacao: true,
    usu_google_sub: null,
    usu_hash_redefinicao: null,
    usu_criado_em: nowMoment(),
    ...fields,
  });
}
