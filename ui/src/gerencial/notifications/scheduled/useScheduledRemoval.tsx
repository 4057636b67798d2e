import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../../api/failureMessage';
import { useConfirm } from '../../../primitives/ConfirmModal';
import { toast } from '../../../primitives/toast';
import { NOTIFICATIONS } from '../messages';
import { useRecipientCpfs, useRemovalPush, useRemoveScheduled, type RemovalKind } from './api';
import { SCHEDULED_LIST } from './messages';

const M = NOTIFICATIONS;
const L = SCHEDULED_LIST;

const TEXTS: Record<
  RemovalKind,
  { one: string; many: (n: number) => string; removedOne: string; removedMany: string }
> = {
  notification: {
    one: M.removeNotification,
    many: L.removeNotifications,
    removedOne: M.removedOne,
    removedMany: M.removedMany,
  },
  recipient: {
    one: M.removeRecipient,
    many: L.removeRecipients,
    removedOne: M.recipientRemovedOne,
    removedMany: M.recipientRemovedMany,
  },
  time: {
    one: M.removeTime,
    many: L.removeTimes,
    removedOne: M.timeRemovedOne,
    removedMany: M.timeRemovedMany,
  },
};

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  progress {
    width: 100%;
  }
  p {
    margin: 0;
  }
`;

export interface RemovalRequest {
  kind: RemovalKind;
  ids: number[];
  /** What the confirmation names (shown as text). */
  describe?: ReactNode;
  /** The removal push's notification ids and CPFs for what was removed (not for notifications: read here). */
  pushFor?: (removed: number[]) => { noaIds: number[]; cpfs: string[] };
  /** What is gone (all of it, or the batches confirmed before a failure). */
  onRemoved: (removed: number[]) => void;
}

/**
 * Removing scheduled items, one or in bulk: a danger confirmation (singular or with the count),
 * batches of at most 100 ids one after the other with the progress shown, the spec's toast once the
 * backend confirmed, then the removal push to the affected recipients. One removal at a time.
 */
export function useScheduledRemoval() {
  const remove = useRemoveScheduled();
  const push = useRemovalPush();
  const recipientCpfs = useRecipientCpfs();
  const { confirm, modal } = useConfirm();
  const [running, setRunning] = useState<{ kind: RemovalKind; done: number; total: number }>();
  const busy = useRef(false);

  const run = async ({ kind, ids, describe, pushFor, onRemoved }: RemovalRequest) => {
    if (busy.current || !ids.length) return;
    busy.current = true;
    try {
      const texts = TEXTS[kind];
      const many = ids.length > 1;
      const confirmed = await confirm({
        title: many ? texts.many(ids.length) : texts.one,
        content: describe ? (
          <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{describe}</p>
        ) : null,
        confirmLabel: 'Remover',
        danger: true,
      });
      if (!confirmed) return;
      setRunning({ kind, done: 0, total: ids.length });
      // A notification's recipients are read before it goes: afterwards they are gone too.
      let cpfsByNoa = new Map<number, string[]>();
      if (kind === 'notification') {
        try {
          cpfsByNoa = await recipientCpfs(ids);
        } catch (error) {
          console.error('Notificações: leitura dos destinatários para o aviso falhou', error);
        }
      }
      const removed: number[] = [];
      let failure: unknown = null;
      try {
        await remove(kind, ids, (batch) => {
          removed.push(...batch);
          setRunning({ kind, done: removed.length, total: ids.length });
        });
      } catch (error) {
        failure = error;
      }
      if (removed.length) onRemoved(removed);
      if (failure) toast.error(failureMessage(failure, M.error));
      else toast.success(many ? texts.removedMany : texts.removedOne);
      if (!removed.length) return;
      const target =
        kind === 'notification'
          ? { noaIds: removed, cpfs: removed.flatMap((id) => cpfsByNoa.get(id) ?? []) }
          : (pushFor?.(removed) ?? { noaIds: [], cpfs: [] });
      try {
        await push(target.noaIds, target.cpfs);
      } catch (error) {
        console.error('Notificações: aviso de remoção aos aparelhos falhou', error);
        toast.error(failureMessage(error, M.error));
      }
    } finally {
      busy.current = false;
      setRunning(undefined);
    }
  };

  /** The progress of a bulk removal in the column of `kind` (a live region and a progress bar). */
  const progressOf = (kind: RemovalKind) =>
    running?.kind === kind && running.total > 1 ? (
      <Progress role="status">
        <p>{L.removing(running.done, running.total)}</p>
        <progress
          max={running.total}
          value={running.done}
          aria-label={L.removing(running.done, running.total)}
        />
      </Progress>
    ) : null;

  return {
    remove: (request: RemovalRequest) => void run(request),
    removing: (kind: RemovalKind) => running?.kind === kind,
    progressOf,
    modal,
  };
}
