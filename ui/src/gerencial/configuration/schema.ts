import { z } from 'zod';

/** Configurações: the portal toggle, stored as 1 or 0. */
export const configurationSchema = z.object({ coc_ativo_portal: z.boolean() });
