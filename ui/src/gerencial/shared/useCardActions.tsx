import { useState, type ReactNode } from 'react';
import { failureMessage } from '../../api/failureMessage';
import { COMMON } from '../../messages/common';
import { useConfirm } from '../../primitives/ConfirmModal';
import { toast } from '../../primitives/toast';

export type CardAction = 'edit' | 'remove';

/**
 * A search card's Editar and Remover: one action at a time (a second click does nothing), edit
 * fetches the item before the form opens, remove asks first (danger) and says so only once the
 * backend has confirmed. Render `modal` once.
 */
export interface CardActionsOptions<Item> {
  /** Fetches the item by id and opens it in the form; rejects when it cannot be read. */
  onEdit: (id: number) => Promise<void>;
  remove: (id: number) => Promise<unknown>;
  removeQuestion: string;
  /** What the confirmation names (shown as text). */
  describe: (item: Item) => ReactNode;
  /** The success toast. */
  removed: string;
  onRemoved: (id: number) => void;
}

export function useCardActions<Item extends { id: number }>({
  onEdit,
  remove,
  removeQuestion,
  describe,
  removed,
  onRemoved,
}: CardActionsOptions<Item>) {
  const { confirm, modal } = useConfirm();
  const [busy, setBusy] = useState<{ id: number; action: CardAction } | null>(null);

  const edit = async (item: Item) => {
    if (busy) return;
    setBusy({ id: item.id, action: 'edit' });
    try {
      await onEdit(item.id);
    } catch (error) {
      toast.error(failureMessage(error, COMMON.serverError));
      setBusy(null);
    }
  };

  const askRemove = async (item: Item) => {
    if (busy) return;
    const confirmed = await confirm({
      title: removeQuestion,
      content: <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{describe(item)}</p>,
      confirmLabel: 'Remover',
      danger: true,
    });
    if (!confirmed) return;
    setBusy({ id: item.id, action: 'remove' });
    try {
      await remove(item.id);
      toast.success(removed);
      onRemoved(item.id);
    } catch (error) {
      toast.error(failureMessage(error, COMMON.serverError));
    } finally {
      setBusy(null);
    }
  };

  return {
    /** The action running on `id`, if any. */
    busyOn: (id: number) => (busy?.id === id ? busy.action : null),
    edit: (item: Item) => void edit(item),
    remove: (item: Item) => void askRemove(item),
    modal,
  };
}
