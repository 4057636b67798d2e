import { z } from 'zod';
import { isValidUrl } from '../../domain/contact';
import { between, filled, required, rule, text } from '../../forms/rules';
import { lengthMessage } from '../../messages/common';
import { GERENCIAL } from '../shared/messages';
import { RSS } from './messages';

/** 'Cadastrar RSS' / 'Editar RSS': link required, a URL of 18 to 200 characters; 'RSS Ativo'. */
export const rssFormSchema = z.object({
  link: text(
    filled(RSS.linkRequired),
    rule(isValidUrl, GERENCIAL.invalidUrl),
    between(18, 200, lengthMessage(18, 200)),
  ),
  status: z.boolean(),
});
export type RssFormValues = z.input<typeof rssFormSchema>;

/** RSS search by link: at least 1 character. */
export const rssSearchSchema = z.object({ text: text(required('Link')) });
