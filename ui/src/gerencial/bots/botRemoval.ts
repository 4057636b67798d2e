import type { BotNotificationRef, BotRemovalCheck } from './api';

/** What removing a bot affects, as the confirmation says it. */
export interface BotRemovalImpact {
  /** Notifications already shown: the bot stays reachable on those devices. */
  shown: NotificationSummary[];
  /** Notifications still scheduled: deleted with the bot, and a removal push goes out. */
  scheduled: NotificationSummary[];
}

export interface NotificationSummary {
  id: number;
  title: string;
  /** How many recipients (distinct CPFs) it has. */
  recipients: number;
}

/** One line per notification (the check lists one item per notification and recipient). */
function summarize(refs: readonly BotNotificationRef[]): NotificationSummary[] {
  const byId = new Map<number, { title: string; cpfs: Set<string> }>();
  for (const ref of refs) {
    const entry = byId.get(ref.noa_id) ?? { title: ref.noa_titulo, cpfs: new Set<string>() };
    entry.cpfs.add(ref.nod_cpf);
    byId.set(ref.noa_id, entry);
  }
  return [...byId].map(([id, { title, cpfs }]) => ({ id, title, recipients: cpfs.size }));
}

/** The check's answer, or nothing affected when the check failed (its errors are only logged). */
export function removalImpact(check: BotRemovalCheck | null): BotRemovalImpact {
  return {
    shown: summarize(check?.notificationShow ?? []),
    scheduled: summarize(check?.notificationSchedule ?? []),
  };
}

/**
 * The removal push after the bot is deleted: the scheduled notifications' ids and their
 * recipients' CPFs (digits), each once. Null when nothing was scheduled.
 */
export function removalPushBody(
  check: BotRemovalCheck | null,
): { arrayNoaIds: number[]; cpfs: string[] } | null {
  const refs = check?.notificationSchedule ?? [];
  if (refs.length === 0) return null;
  return {
    arrayNoaIds: [...new Set(refs.map((ref) => ref.noa_id))],
    cpfs: [...new Set(refs.map((ref) => ref.nod_cpf.replace(/\D/g, '')))],
  };
}
