import type { components } from './generated/api';

export type Delivery = components['schemas']['SentNotificationDelivery'];
export type DeliveryStage = Exclude<keyof Delivery, 'total'>;

/**
 * The funnel's stages in order, with the interaction status each one is (agendado, cancelado and
 * removido are not stages). One copy for the mock backend, which sends `delivery`, and the screen,
 * which computes it from the recipients when a backend leaves it out.
 */
export const DELIVERY_STAGES = [
  ['enviado', 1],
  ['entregue', 2],
  ['exibido', 4],
  ['aberto', 5],
  ['lido', 6],
] as const satisfies ReadonlyArray<readonly [DeliveryStage, number]>;

/**
 * Counts a notification's funnel from its recipients' interaction statuses: a recipient counts in
 * the stage it reached and every earlier one (one who read it was also sent, delivered, shown and
 * opened it), so the counts never grow down the funnel. A status that is no stage counts in
 * `total` only.
 */
export function countDelivery(statuses: Iterable<number | null | undefined>): Delivery {
  const delivery: Delivery = { total: 0, enviado: 0, entregue: 0, exibido: 0, aberto: 0, lido: 0 };
  for (const status of statuses) {
    delivery.total += 1;
    const reached = DELIVERY_STAGES.findIndex(([, s]) => s === status);
    for (let i = 0; i <= reached; i++) delivery[DELIVERY_STAGES[i]![0]] += 1;
  }
  return delivery;
}
