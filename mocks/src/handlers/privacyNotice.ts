/**
 * The privacy notice's facts of a client (GET /api/clients/{code}/privacy, public): the controller,
 * its encarregado and the address of its own privacy page, from its configuration. Answered
 * whatever the queue's switch: the notice holds for every client.
 */
import type { Schemas } from '../core/contract';
import { notFound } from '../core/http';
import { ok, route } from '../core/route';
import { clientByCode, configOf } from './clients';

type ClientPrivacy = Schemas['ClientPrivacy'];

/** The facts of `code`'s privacy notice, or null for an unknown client. */
export function clientPrivacy(code: string): ClientPrivacy | null {
  const client = clientByCode(code.trim());
  if (!client) return null;
  const config = configOf(client.cli_codigo);
  const name = config?.coc_encarregado_nome;
  const email = config?.coc_encarregado_email;
  return {
    client: {
      code: client.cli_codigo,
      name: client.cli_nome,
      type: config?.coc_tipo === 'ESTADO' ? 'ESTADO' : 'MUNICIPIO',
    },
    // Both or neither (the configuration's update keeps them so); half of one is no contact.
    encarregado:
      name && email ? { name, email, phone: config?.coc_encarregado_telefone || null } : null,
    policy_url: config?.coc_link_privacidade || null,
  };
}

export const privacyNoticeHandlers = [
  route<'getClientPrivacy', { code: string }>(
    'get',
    '/api/clients/:code/privacy',
    'getClientPrivacy',
    ({ params }) => {
      const facts = clientPrivacy(params.code);
      if (!facts) throw notFound('Município não encontrado.');
      return ok(facts);
    },
  ),
];
