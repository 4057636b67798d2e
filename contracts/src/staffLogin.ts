/**
 * The login of a Portal Gerencial account (client user, `usc_login`) as the contract defines it,
 * shared by the screens and the mock backend so that a login the form accepts is never refused by
 * the server for its form: 3 to 30 characters, each a lower-case letter without accent (a-z), a
 * digit, a dot or a hyphen. It is unique across every client (it is what the admin types to enter),
 * and it is never derived from the name. Accounts made before this rule may have other logins;
 * they still log in with them.
 */
export const STAFF_LOGIN_MIN_LENGTH = 3;
export const STAFF_LOGIN_MAX_LENGTH = 30;

/** The contract's pattern (GraphQL `ClientUserInput.usc_login`, OpenAPI `AdminUser.usc_login`). */
export const STAFF_LOGIN_PATTERN = /^[a-z0-9.-]{3,30}$/;

/** Whether `value` (already trimmed) is a login the rule allows. */
export const isStaffLogin = (value: string): boolean => STAFF_LOGIN_PATTERN.test(value);

/**
 * Logins compare ignoring case, as the login screen matches them (an older login with capitals
 * still takes its lower-case form out of use).
 */
export const sameStaffLogin = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Why a staff account cannot be removed: the server's refusal, which the Portal Gerencial also says
 * before asking it.
 */
export const STAFF_REMOVAL_REFUSALS = {
  removeSelf:
    'Você não pode remover a sua própria conta. Peça a outro usuário do cliente que faça a remoção.',
  removeLast: (client: string) =>
    `Não é possível remover a última conta de ${client}: sem ela, ninguém do cliente conseguiria entrar no Portal Gerencial. Cadastre outra conta antes.`,
} as const;
