import { z } from 'zod';

/** The log and history search: a field (or none: no filter) and the text. */
export const panelSearchSchema = z.object({
  field: z.string().nullable(),
  text: z.string().trim(),
});
export type PanelSearchValues = z.input<typeof panelSearchSchema>;
