import { z } from 'zod';

/** Configurações: the portal toggle (stored as 1 or 0) and the patients' automatic notices. */
export const configurationSchema = z.object({
  coc_ativo_portal: z.boolean(),
  coc_avisos_automaticos: z.boolean(),
});
