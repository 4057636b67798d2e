/** The RSS form's values: the spec's schema plus the feed being edited (null while creating). */
import { z } from 'zod';
import type { RssItem, RssSaveRequest } from './api';
import { rssFormSchema } from './schema';

export const rssValuesSchema = rssFormSchema.extend({ id: z.number().int().nullable() });
export type RssValues = z.input<typeof rssValuesSchema>;

/** New feeds are active (spec §4); the flag only shows when editing. */
export const EMPTY_RSS: RssValues = { id: null, link: '', status: true };

export const fromRss = (item: RssItem): RssValues => ({
  id: item.id,
  link: item.link,
  status: item.status,
});

export function toRssRequest(
  values: z.output<typeof rssValuesSchema>,
  clientId: number,
): RssSaveRequest {
  const body = { link: values.link, status: values.status, clienteId: clientId };
  return values.id === null
    ? { kind: 'create', body: { ...body, id: null, status: true } }
    : { kind: 'update', body: { ...body, id: values.id } };
}
