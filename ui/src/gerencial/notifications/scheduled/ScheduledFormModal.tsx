import { useId, useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { failureMessage } from '../../../api/failureMessage';
import { COMMON } from '../../../messages/common';
import { Button } from '../../../primitives/Button';
import { Modal } from '../../../primitives/Modal';
import { submitWithToast } from '../../../primitives/submitWithToast';
import { toast } from '../../../primitives/toast';
import { NOTIFICATIONS } from '../messages';

/**
 * The submit of a small modal form of 'Notificações Agendadas': one request however many clicks,
 * the server's failure as a toast with the modal still open (nothing typed is lost), and the
 * success toast and closing only after the backend confirmed.
 */
export function useConfirmedSubmit<V extends FieldValues, Output>(
  form: UseFormReturn<V, unknown, Output>,
  save: (values: Output) => Promise<unknown>,
  { success, onClose }: { success: string; onClose: () => void },
) {
  const sending = useRef(false);
  return submitWithToast(form, async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await save(values);
    } catch (error) {
      toast.error(failureMessage(error, NOTIFICATIONS.error));
      return;
    } finally {
      sending.current = false;
    }
    toast.success(success);
    onClose();
  });
}

/** The frame of those modals: title, the form, Cancelar and the submit button in the footer. */
export function ScheduledFormModal({
  title,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem' }}>
        {children}
      </form>
    </Modal>
  );
}
