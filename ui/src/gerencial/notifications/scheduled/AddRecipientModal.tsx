import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage } from '../../../api/failureMessage';
import { firstCpfDigits, formatCpf } from '../../../domain/cpf';
import { addCpfSchema } from '../../../forms/gerencial';
import { COMMON } from '../../../messages/common';
import { GERENCIAL } from '../../../messages/gerencial';
import { Button } from '../../../primitives/Button';
import { Modal } from '../../../primitives/Modal';
import { submitWithToast } from '../../../primitives/submitWithToast';
import { TextField } from '../../../primitives/TextField';
import { toast } from '../../../primitives/toast';
import { useFormDraft } from '../../session/useFormDraft';
import { useAddRecipient } from './api';

const M = GERENCIAL.notifications;
const L = GERENCIAL.scheduledList;

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
  const formId = useId();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { cpf: '' } });
  useFormDraft('gerencial.notifications.scheduled.addRecipient', form);
  const add = useAddRecipient();
  const sending = useRef(false);
  const { errors, isSubmitting } = form.formState;

  const submit = submitWithToast(form, async ({ cpf }) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await add(noaId, firstCpfDigits(cpf));
    } catch (error) {
      toast.error(failureMessage(error, M.error));
      return;
    } finally {
      sending.current = false;
    }
    toast.success(M.recipientAdded);
    onClose();
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={L.addRecipient}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {COMMON.cancel}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {L.add}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={L.cpf}
          hint={L.cpfListHint}
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
