import { useId, useState } from 'react';
import { onlyDigits } from '../../domain/digits';
import { useZodForm } from '../../forms/useZodForm';
import { submitWithToast } from '../../primitives/submitWithToast';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { TextField } from '../../primitives/TextField';
import { toast, TOAST_DURATION } from '../../primitives/toast';
import { failureMessage } from '../../api/failureMessage';
import { PORTAL } from '../shared/messages';
import { useUpdatePatient } from './api';
import { userAfterChange, type PatientUser } from '../session/session';
import { COMPLETE_CPF } from './messages';
import { completeCpfSchema } from './schema';

export interface CompleteCpfModalProps {
  open: boolean;
  user: PatientUser;
  /** The saved patient (the session keeps it). */
  onSaved: (user: PatientUser) => void;
  /** Leaves the portal instead (the requests need a CPF). */
  onLogout: () => void;
}

/**
 * 'Oops... Sentimos falta de algumas informações. Poderia nos ajudar?': the CPF a Google account
 * lacks (### . ### . ### - ##, at most 20 characters) and Salvar.
 */
export function CompleteCpfModal({ open, user, onSaved, onLogout }: CompleteCpfModalProps) {
  const updatePatient = useUpdatePatient();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const form = useZodForm(completeCpfSchema, { defaultValues: { cpf: '' } });
  const submit = submitWithToast(
    form,
    async ({ cpf }) => {
      setBusy(true);
      try {
        const digits = onlyDigits(cpf);
        const answer = await updatePatient({ id: user.id, cpf: digits }, COMPLETE_CPF.saveError);
        toast.success(PORTAL.register.success, { duration: TOAST_DURATION.default });
        onSaved(userAfterChange(user, answer, { cpf: digits }));
      } catch (error) {
        toast.error(failureMessage(error, COMPLETE_CPF.saveError), {
          duration: TOAST_DURATION.default,
        });
      } finally {
        setBusy(false);
      }
    },
    { duration: TOAST_DURATION.default },
  );
  return (
    <Modal
      open={open}
      // The requests need the CPF: Esc and the backdrop do not dismiss it (Sair leaves instead).
      onClose={() => undefined}
      hideCloseButton
      title={COMPLETE_CPF.title}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onLogout} disabled={busy}>
            Sair
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Salvar
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p>Para mostrar as suas solicitações, precisamos do seu CPF.</p>
        <TextField
          label="CPF"
          mask="cpfSpaced"
          maxLength={20}
          autoComplete="off"
          required
          error={form.formState.errors.cpf?.message}
          {...form.register('cpf')}
        />
      </form>
    </Modal>
  );
}
