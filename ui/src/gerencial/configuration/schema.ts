import { z } from 'zod';
import {
  ENCARREGADO_MESSAGES,
  isEncarregadoName,
  PRIVACY_URL_MAX,
} from '@portal/contracts/privacy';
import { isEmailWithinLength } from '@portal/contracts/registry';
import { isValidEmail, isValidPhone, isValidUrl } from '../../domain/contact';
import { ifFilled, rule, text, whenFields } from '../../forms/rules';
import { CONFIG } from './messages';

/**
 * Configurações: the portal toggle (stored as 1 or 0), the patients' automatic notices, and the
 * encarregado pelo tratamento de dados pessoais (LGPD art. 41) with the municipality's own privacy
 * page. The encarregado is optional as a whole, but a name goes with an e-mail (the backend's rule
 * too, with the same messages for each field).
 */
export const configurationSchema = z
  .object({
    coc_ativo_portal: z.boolean(),
    coc_avisos_automaticos: z.boolean(),
    coc_encarregado_nome: text(ifFilled(rule(isEncarregadoName, ENCARREGADO_MESSAGES.name))),
    coc_encarregado_email: text(
      ifFilled(rule((v) => isValidEmail(v) && isEmailWithinLength(v), ENCARREGADO_MESSAGES.email)),
    ),
    coc_encarregado_telefone: text(ifFilled(rule(isValidPhone, ENCARREGADO_MESSAGES.phone))),
    coc_link_privacidade: text(
      ifFilled(rule((v) => isValidUrl(v) && v.length <= PRIVACY_URL_MAX, ENCARREGADO_MESSAGES.url)),
    ),
  })
  .superRefine(
    (v, ctx) => {
      const { coc_encarregado_nome: name, coc_encarregado_email: email } = v;
      const phone = v.coc_encarregado_telefone;
      if (!name && (email || phone))
        ctx.addIssue({
          code: 'custom',
          message: CONFIG.officerNameMissing,
          path: ['coc_encarregado_nome'],
        });
      if (!email && (name || phone))
        ctx.addIssue({
          code: 'custom',
          message: CONFIG.officerEmailMissing,
          path: ['coc_encarregado_email'],
        });
    },
    {
      when: whenFields('coc_encarregado_nome', 'coc_encarregado_email', 'coc_encarregado_telefone'),
    },
  );

export type ConfigurationValues = z.input<typeof configurationSchema>;
