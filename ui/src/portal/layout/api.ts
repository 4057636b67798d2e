/**
 * The queue layout's city: one hook per contract operation, used by the screens and stories alike (never `useSWR`
 * or a client directly). Keys come from ../keys.ts. The reply is checked against the contract's
 * shape (QueueClient, the fields the operation selects) before it is data.
 */
import useSWR from 'swr';
import { z } from 'zod';
import { QueueClientsDocument } from '@portal/contracts/graphql';
import { useApi } from '../../api/ApiProvider';
import { checkReply } from '../../api/reply';
import { portalKeys } from '../keys';

const clientsSchema = z.array(
  z.object({
    cli_id: z.number().int(),
    cli_nome: z.string(),
    cli_codigo: z.string(),
    cli_codigo_municipio_ibge: z.string().nullable(),
    configuration: z
      .object({
        coc_id: z.number().int(),
        coc_codigo_clientes: z.string(),
        coc_tempo_antedimento: z.number().int().nullable(),
        coc_ativo_portal: z.boolean(),
        coc_logo: z.string().nullable(),
        coc_link_lei_transparencia_fila: z.string().nullable(),
      })
      .nullable(),
  }),
);

/** GraphQL queue_clients: the client of a code (an empty list for an unknown code). */
export function useQueueClients(code: string) {
  const { graphql } = useApi();
  return useSWR(code ? portalKeys.clients(code) : null, async () =>
    checkReply(
      clientsSchema,
      (await graphql.request(QueueClientsDocument, { code })).queue_clients,
    ),
  );
}
