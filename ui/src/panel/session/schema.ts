import { z } from 'zod';
import { filled, text } from '../../forms/rules';
import { LOGIN } from './messages';

/** The panel login modal: both fields trimmed; either empty gives one message. */
export const panelLoginSchema = z.object({
  login: text(filled(LOGIN.missing)),
  senha: text(filled(LOGIN.missing)),
});
export type PanelLoginValues = z.input<typeof panelLoginSchema>;
