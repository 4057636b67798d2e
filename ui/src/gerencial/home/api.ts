/** The client home's read: GET /api/clients/dashboard (figures computed from the queue rows). */
import useSWR from 'swr';
import { z } from 'zod';
import { useApi } from '../../api/ApiProvider';
import { checkReply } from '../../api/reply';
import { unwrap } from '../../api/unwrap';
import { parseApiDateTime } from '../../domain/dates';
import { gerencialKeys } from '../keys';
import { HOME } from './messages';

const count = z.number().int().min(0);

export const CARD_KEYS = ['total', 'waiting', 'authorized', 'done'] as const;
export type CardKey = (typeof CARD_KEYS)[number];

/** The fields the home reads; anything else in the reply is ignored. */
const dashboardSchema = z.object({
  updatedAt: z.string().refine((value) => parseApiDateTime(value) !== null),
  total: count,
  cards: z
    .array(
      z.object({
        key: z.enum(CARD_KEYS),
        value: count,
        weekChangePercent: z.number().nullable(),
      }),
    )
    // The four cards, each once: the carousel shows them in the spec's order whatever the reply's.
    .refine((cards) => CARD_KEYS.every((key) => cards.filter((c) => c.key === key).length === 1)),
  months: z
    .array(
      z.object({
        year: z.number().int(),
        month: z.number().int().min(1).max(12),
        days: z.array(
          z.object({
            day: z.number().int().min(1).max(31),
            requested: count,
            scheduled: count,
            done: count,
          }),
        ),
      }),
    )
    .min(1),
  units: z.array(
    z.object({
      unit: z.string(),
      municipality: z.string(),
      total: count,
      waiting: count,
      authorized: count,
      done: count,
    }),
  ),
});

export type Dashboard = z.output<typeof dashboardSchema>;
export type DashboardMonth = Dashboard['months'][number];
export type DashboardUnit = Dashboard['units'][number];

/** The figures of the session's client; an import revalidates them by their key. */
export function useDashboard(clientId: number) {
  const { api } = useApi();
  return useSWR(gerencialKeys.dashboard(clientId), async () =>
    checkReply(
      dashboardSchema,
      await unwrap(
        api.GET('/api/clients/dashboard', { params: { query: { clientId } } }),
        HOME.loadError,
      ),
    ),
  );
}
