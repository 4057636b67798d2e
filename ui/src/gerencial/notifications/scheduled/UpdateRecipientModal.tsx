import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage } from '../../../api/failureMessage';
import { onlyDigits } from '../../../domain/digits';
import { formatCpf } from '../../../domain/cpf';
import { addCpfSchema } from '../../../forms/gerencial';
import { COMMON } from '../../../messages/common';
import { GERENCIAL } from '../../../messages/gerencial';
import { Button } from '../../../primitives/Button';
import { Modal } from '../../../primitives/Modal';
import { submitWithToast } from '../../../primitives/submitWithToast';
import { TextField } from '../../../primitives/TextField';
import { toast } from '../../../primitives/toast';
import { useFormDraft } from '../../session/useFormDraft';
import { useUpdateRecipient, type ScheduledRecipient } from './api';

const M = GERENCIAL.notifications;
const L = GERENCIAL.scheduledList;

type Values = z.input<typeof addCpfSchema>;

/** Update recipient: the CPF only (masked, complete); PUT destinatarios. */
export function UpdateRecipientModal({
  recipient,
  onClose,
}: {
  recipient: ScheduledRecipient;
  onClose: () => void;
}) {
  const formId = useId();
  const form = useForm<Values>({
    resolver: zodResolver(addCpfSchema),
    defaultValues: { cpf: formatCpf(recipient.nod_cpf) },
  });
  useFormDraft('gerencial.notifications.scheduled.updateRecipient', form);
  const update = useUpdateRecipient();
  const sending = useRef(false);
  const { errors, isSubmitting } = form.formState;

  const submit = submitWithToast(form, async ({ cpf }) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await update(recipient.nod_id, onlyDigits(cpf));
    } catch (error) {
      toast.error(failureMessage(error, M.error));
      return;
    } finally {
      sending.current = false;
    }
    toast.success(M.recipientUpdated);
    onClose();
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={L.updateRecipient}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {L.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={L.cpf}
          mask="cpf"
          inputMode="numeric"
          autoComplete="off"
          required
          error={errors.cpf?.message}
          {...form.register('cpf')}
        />
      </form>
    </Modal>
  );
}
