/**
 * The privacy notice's read (/privacidade): the facts of a client (REST getClientPrivacy), data
 * only once its shape is checked.
 */
import useSWR from 'swr';
import { z } from 'zod';
import { useApi } from '../../api/ApiProvider';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { portalKeys } from '../keys';

/** The shape of a getClientPrivacy answer. */
export const clientPrivacySchema = z.object({
  client: z.object({
    code: z.string().min(1),
    name: z.string().min(1),
    type: z.enum(['MUNICIPIO', 'ESTADO']),
  }),
  encarregado: z
    .object({
      name: z.string().min(1),
      email: z.string().min(3),
      phone: z.string().nullable(),
    })
    .nullable(),
  // Only a web page is linked (never javascript: or another scheme).
  policy_url: z
    .string()
    .regex(/^https?:\/\/\S+$/i)
    .nullable(),
});

export type ClientPrivacy = z.output<typeof clientPrivacySchema>;

/** Who answers for a client's personal data; nothing until there is a client. */
export function useClientPrivacy(client: string | null) {
  const { api } = useApi();
  return useSWR(client ? portalKeys.privacy(client) : null, async () =>
    checkReply(
      clientPrivacySchema,
      await unwrap(api.GET('/api/clients/{code}/privacy', { params: { path: { code: client! } } })),
    ),
  );
}
