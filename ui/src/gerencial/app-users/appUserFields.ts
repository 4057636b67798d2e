/** How an app user's stored fields read in the read-only detail. */
import { formatApiDateOrRaw } from '../../domain/dates';

/** Server paging of the list (the spec's page size). */
export const APP_USERS_PAGE_SIZE = 10;

/** usu_status: 0 inativo, 1 pendente, 2 ativo, 3 aguardando troca de senha. */
const STATUS: Record<number, string> = {
  0: 'Inativo',
  1: 'Pendente',
  2: 'Ativo',
  3: 'Aguardando troca de senha',
};
export const statusLabel = (status: number): string => STATUS[status] ?? `Situação ${status}`;

/** usu_genero: m, f or x (the register's 1, 2, 3). */
const GENDER: Record<string, string> = { m: 'Masculino', f: 'Feminino', x: 'Outro' };
export const genderLabel = (gender: string | null | undefined): string =>
  (gender && GENDER[gender.toLowerCase()]) || '';

/** The birth date as DD/MM/YYYY (the stored text when it is not a date). */
export const birthDateLabel = (value: string | null | undefined): string =>
  formatApiDateOrRaw(value);

/** usu_imagem is a URL or a bare base64 PNG: a source an <img> can show, or null. */
export function photoSource(image: string | null | undefined): string | null {
  const value = (image ?? '').trim();
  if (!value) return null;
  if (/^(https?:|data:image\/|\/)/i.test(value)) return value;
  return /^[A-Za-z0-9+/=\s]+$/.test(value)
    ? `data:image/png;base64,${value.replace(/\s/g, '')}`
    : null;
}

/** The reset password: the CPF's digits (empty when there is no CPF). */
export const resetPasswordOf = (cpf: string | null | undefined): string =>
  (cpf ?? '').replace(/\D/g, '');
