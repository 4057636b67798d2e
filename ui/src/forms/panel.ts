import { z } from 'zod';
import { PANEL } from '../messages/panel';
import { filled, text } from './rules';

/** The panel login modal: both fields trimmed; either empty gives one message. */
export const panelLoginSchema = z.object({
  login: text(filled(PANEL.login.missing)),
  senha: text(filled(PANEL.login.missing)),
});
export type PanelLoginValues = z.input<typeof panelLoginSchema>;

/** The log and history search: a field (or none: no filter) and the text. */
export const panelSearchSchema = z.object({
  field: z.string().nullable(),
  text: z.string().trim(),
});
export type PanelSearchValues = z.input<typeof panelSearchSchema>;
