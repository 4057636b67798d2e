import { ROOM_REMOVAL_REASONS, type ListedWebRoom } from '@portal/contracts/realtime';
import { useEffect, useRef } from 'react';
import { runWhileLeader, type LeaderOptions } from './leader';
import { AUTO_REMOVAL_LOCK, isStaleRoom, removeRoom, staleRooms } from './removal';
import type { RealtimeSource } from './source';

export interface AutoRemovalOptions {
  intervalMs: number;
  /** No sweep while true (disconnected: the SDK would only queue the removals). */
  paused?: boolean;
  /** After each sweep that removed or failed to remove something. */
  onSweep?: (outcome: { removed: string[]; failed: string[] }) => void;
  leader?: LeaderOptions;
  /** The operator's login, recorded as who removed each room. */
  operator?: string | null;
}

/**
 * The automatic removal of stale web rooms: once the first snapshot is in (load), and whenever the
 * connection comes back, then every `intervalMs`, in the leading tab only. Reads the latest rooms at each sweep; a room whose removal
 * is still under way is not tried twice.
 */
export function useAutoRemoval(
  source: RealtimeSource | null,
  rooms: readonly ListedWebRoom[] | null,
  { intervalMs, onSweep, leader, paused = false, operator = null }: AutoRemovalOptions,
) {
  const latest = useRef({ rooms, onSweep, paused, operator });
  useEffect(() => {
    latest.current = { rooms, onSweep, paused, operator };
  });
  // A tab leads only while it is connected: a disconnected one would only queue removals in the
  // SDK, and another connected tab may take the lead meanwhile. Back online, it sweeps at once.
  const ready = source !== null && rooms !== null && !paused;

  useEffect(() => {
    if (!ready || !source) return;
    const pending = new Set<string>();
    let stopped = false;

    const sweep = async () => {
      if (latest.current.paused) return;
      const candidates = staleRooms(latest.current.rooms ?? [], Date.now()).filter(
        ({ cpf }) => !pending.has(cpf),
      );
      if (candidates.length === 0) return;
      // The list may be the one from before a drop: each candidate is read again from the
      // database, and removed only if it is still stale there (a room updated meanwhile stays).
      const fresh = await Promise.all(
        candidates.map(({ cpf }) => source.readWebRoom(cpf).catch(() => null)),
      );
      const due = candidates.filter((_, i) => {
        const room = fresh[i];
        return room !== null && room !== undefined && isStaleRoom(room, Date.now());
      });
      if (due.length === 0) return;
      due.forEach(({ cpf }) => pending.add(cpf));
      const results = await Promise.allSettled(
        due.map(({ cpf }) =>
          removeRoom(source, cpf, ROOM_REMOVAL_REASONS.stale, new Date(), latest.current.operator),
        ),
      );
      due.forEach(({ cpf }) => pending.delete(cpf));
      const removed: string[] = [];
      const failed: string[] = [];
      results.forEach((result, i) => {
        const { cpf } = due[i]!;
        if (result.status === 'fulfilled') removed.push(cpf);
        else {
          console.error('Remoção automática de uma sala falhou', result.reason);
          failed.push(cpf);
        }
      });
      if (!stopped) latest.current.onSweep?.({ removed, failed });
    };

    const stop = runWhileLeader(
      AUTO_REMOVAL_LOCK,
      () => {
        void sweep();
        const timer = setInterval(() => void sweep(), intervalMs);
        return () => clearInterval(timer);
      },
      leader,
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [ready, source, intervalMs, leader]);
}
