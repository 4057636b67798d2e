import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatCpf } from '../../../domain/cpf';
import { onlyDigits } from '../../../domain/digits';
import { TextField } from '../../../primitives/TextField';
import { useFormDraft } from '../../session/useFormDraft';
import { NOTIFICATIONS } from '../messages';
import { addCpfSchema } from '../schema';
import { useUpdateRecipient, type ScheduledRecipient } from './api';
import { SCHEDULED_LIST } from './messages';
import { ScheduledFormModal, useConfirmedSubmit } from './ScheduledFormModal';

const M = NOTIFICATIONS;
const L = SCHEDULED_LIST;

type Values = z.input<typeof addCpfSchema>;

/** Update recipient: the CPF only (masked, complete); PUT destinatarios. */
export function UpdateRecipientModal({
  recipient,
  onClose,
}: {
  recipient: ScheduledRecipient;
  onClose: () => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(addCpfSchema),
    defaultValues: { cpf: formatCpf(recipient.nod_cpf) },
  });
  useFormDraft('gerencial.notifications.scheduled.updateRecipient', form);
  const update = useUpdateRecipient();
  const submit = useConfirmedSubmit(form, ({ cpf }) => update(recipient.nod_id, onlyDigits(cpf)), {
    success: M.recipientUpdated,
    onClose,
  });
  return (
    <ScheduledFormModal
      title={L.updateRecipient}
      submitLabel={L.save}
      busy={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={L.cpf}
        mask="cpf"
        inputMode="numeric"
        autoComplete="off"
        required
        error={form.formState.errors.cpf?.message}
        {...form.register('cpf')}
      />
    </ScheduledFormModal>
  );
}
