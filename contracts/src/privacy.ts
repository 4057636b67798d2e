/**
 * The privacy notice's facts (LGPD art. 41): the rules of the encarregado's fields in a client's
 * configuration (GraphQL `ClientConfigurationInput`) and the messages a refused update carries.
 * The mocks refuse with them and the Configurações form checks the same rules before sending (the
 * e-mail, phone and address by each side's own shape rule, as elsewhere).
 */
export const ENCARREGADO_NAME_MAX = 100;
export const PRIVACY_URL_MAX = 500;

/** The contract's BAD_USER_INPUT messages of `update_client_configuration`. */
export const ENCARREGADO_MESSAGES = {
  nameAndEmail: 'Informe o nome e o e-mail do encarregado.',
  name: 'O nome do encarregado está inválido.',
  email: 'O e-mail do encarregado está inválido.',
  phone: 'O telefone do encarregado está inválido.',
  url: 'O endereço da política de privacidade está inválido.',
} as const;

/**
 * A person's name or a body's ('Controladoria-Geral do Município', 'Comitê de Proteção de Dados'):
 * 2 to 100 characters once trimmed, at least two letters, no markup (< or >).
 */
export function isEncarregadoName(value: string | null | undefined): boolean {
  const name = (value ?? '').trim();
  return (
    name.length >= 2 &&
    name.length <= ENCARREGADO_NAME_MAX &&
    !/[<>]/.test(name) &&
    (name.match(/\p{L}/gu)?.length ?? 0) >= 2
  );
}
