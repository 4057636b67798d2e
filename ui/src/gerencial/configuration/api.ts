/**
 * Configurações: the client's portal configuration, read by client code, and its update. The
 * reply is checked before it is data; the spec lets the flag arrive as a boolean or as 1/0.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import {
  GetClientConfigurationDocument,
  UpdateClientConfigurationDocument,
} from '@portal/contracts/graphql';
import { useApi } from '../../api/ApiProvider';
import { checkReply, MALFORMED_REPLY } from '../../api/reply';
import { ApiError } from '../../api/unwrap';
import { gerencialKeys } from '../keys';
import { useAdmin } from '../session/AdminSessionProvider';

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1);
const configurationSchema = z.object({
  coc_id: z.number().int(),
  coc_ativo_portal: flag,
  coc_avisos_automaticos: flag,
  coc_encarregado_nome: z.string().nullable(),
  coc_encarregado_email: z.string().nullable(),
  coc_encarregado_telefone: z.string().nullable(),
  coc_link_privacidade: z.string().nullable(),
});
export type PortalConfiguration = z.output<typeof configurationSchema>;

/** GetClientConfiguration (codeClient = the admin's client code). No configuration is an error. */
export function useClientConfiguration() {
  const { graphql } = useApi();
  const codeClient = useAdmin().user.cliente.cli_codigo;
  return useSWR(gerencialKeys.configuration(codeClient), async () => {
    const reply = await graphql.request(GetClientConfigurationDocument, { codeClient });
    const config = checkReply(
      z.object({ client_configurations_by_code: configurationSchema.nullable() }),
      reply,
    ).client_configurations_by_code;
    if (!config) throw new ApiError(MALFORMED_REPLY, 200, reply);
    return config;
  });
}

/** What Atualizar sends: every field, an empty one as null (the contract: removed). */
export type ConfigurationInput = Omit<PortalConfiguration, 'coc_id'>;

/**
 * UpdateClientConfiguration: the contract's input is the booleans coc_ativo_portal and
 * coc_avisos_automaticos, and the encarregado's fields. The confirmed reply becomes the cached
 * configuration (the screen keeps its form instead of reloading).
 */
export function useUpdateClientConfiguration() {
  const { graphql } = useApi();
  const { mutate } = useSWRConfig();
  const codeClient = useAdmin().user.cliente.cli_codigo;
  return useCallback(
    async (id: number, values: ConfigurationInput): Promise<PortalConfiguration> => {
      const reply = await graphql.request(UpdateClientConfigurationDocument, {
        id,
        clientConfiguration: values,
      });
      const saved = checkReply(
        z.object({ update_client_configuration: configurationSchema }),
        reply,
      ).update_client_configuration;
      await mutate(gerencialKeys.configuration(codeClient), saved, { revalidate: false });
      return saved;
    },
    [graphql, mutate, codeClient],
  );
}
