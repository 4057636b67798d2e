/**
 * New notices, told to whoever delivers them outside the inbox. The handlers call
 * `announceNotice` when a notice lands in a patient's inbox (sent at once, an automatic notice, a
 * campaign's question); the sandbox registers an announcer that sends a Web Push message to the
 * patient's subscriptions. In the browser and in unit tests no announcer is set, and nothing
 * leaves the process.
 */
export interface Announcement {
  /** The patient's municipality (cli_id). */
  clientId: number;
  /** The patient's CPF, digits only. */
  cpf: string;
  /** The inbox id of the notice (`i-…`, `a-…`, `s-…`, `q-…`). */
  noticeId: string;
  title: string;
  message: string;
}

export type Announcer = (announcement: Announcement) => void;

let announcer: Announcer | null = null;

/** Sets (or, with null, clears) the one announcer; answers the previous one. */
export function setNoticeAnnouncer(next: Announcer | null): Announcer | null {
  const previous = announcer;
  announcer = next;
  return previous;
}

export function announceNotice(announcement: Announcement): void {
  if (!announcer) return;
  try {
    announcer(announcement);
  } catch (error) {
    // Delivery outside the inbox is best effort: the notice is already stored.
    console.warn(`[avisos] não foi possível anunciar ${announcement.noticeId}: ${String(error)}`);
  }
}
