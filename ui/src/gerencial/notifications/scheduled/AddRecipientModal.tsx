import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { firstCpfDigits, formatCpf } from '../../../domain/cpf';
import { TextField } from '../../../primitives/TextField';
import { useFormDraft } from '../../session/useFormDraft';
import { NOTIFICATIONS } from '../messages';
import { addCpfSchema } from '../schema';
import { useAddRecipient } from './api';
import { SCHEDULED_LIST } from './messages';
import { ScheduledFormModal, useConfirmedSubmit } from './ScheduledFormModal';

const M = NOTIFICATIONS;
const L = SCHEDULED_LIST;

// A comma list may be typed or pasted: the send form's CPF rule applies to its first CPF.
const schema = z.object({ cpf: z.string() }).superRefine(({ cpf }, ctx) => {
  const first = formatCpf(firstCpfDigits(cpf));
  const result = addCpfSchema.safeParse({ cpf: cpf.trim() ? first : '' });
  if (!result.success)
    ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? '', path: ['cpf'] });
});
type Values = z.input<typeof schema>;

/** Add recipient: only the first CPF of a comma list is used, digits only. */
export function AddRecipientModal({ noaId, onClose }: { noaId: number; onClose: () => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { cpf: '' } });
  useFormDraft('gerencial.notifications.scheduled.addRecipient', form);
  const add = useAddRecipient();
  const submit = useConfirmedSubmit(form, ({ cpf }) => add(noaId, firstCpfDigits(cpf)), {
    success: M.recipientAdded,
    onClose,
  });
  return (
    <ScheduledFormModal
      title={L.addRecipient}
      submitLabel={L.add}
      busy={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={L.cpf}
        hint={L.cpfListHint}
        inputMode="numeric"
        autoComplete="off"
        required
        error={form.formState.errors.cpf?.message}
        {...form.register('cpf')}
      />
    </ScheduledFormModal>
  );
}
