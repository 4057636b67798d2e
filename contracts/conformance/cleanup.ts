/**
 * What the tour created and still has to remove, by label. Everything is registered the moment the
 * backend answers it with an id (whatever the status), and unregistered once its own step removed
 * it; the tour removes what is left at its end, even after a failure halfway.
 */
export class Cleanup {
  private readonly undo = new Map<string, () => Promise<boolean>>();
  /** How many items the tour created in all. */
  created = 0;

  /** `remove` resolves true once the backend confirmed the removal. */
  add(label: string, remove: () => Promise<boolean>): void {
    if (!this.undo.has(label)) this.created += 1;
    this.undo.set(label, remove);
  }

  done(label: string): void {
    this.undo.delete(label);
  }

  /** Removes whatever is left, newest first; answers what could not be removed. */
  async run(): Promise<string[]> {
    const failed: string[] = [];
    for (const [label, remove] of [...this.undo].reverse()) {
      const removed = await remove().catch(() => false);
      if (!removed) failed.push(label);
      this.undo.delete(label);
    }
    return failed;
  }
}

/** The id in a create's answer, whatever its status and shape (`id`, `bbo_id`, `usc_id`). */
export function createdId(body: unknown, field = 'id'): number | undefined {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'number' ? value : undefined;
}
