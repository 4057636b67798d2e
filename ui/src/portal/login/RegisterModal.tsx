import { useId, useState } from 'react';
import styled from 'styled-components';
import { keepLettersAndSpaces } from '../../domain/contact';
import { useZodForm } from '../../forms/useZodForm';
import { submitWithToast } from '../../primitives/submitWithToast';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { toast, TOAST_DURATION } from '../../primitives/toast';
import { failureMessage } from '../../api/failureMessage';
import { PORTAL } from '../shared/messages';
import { useRegisterPatient } from './api';
import {
  PATIENT_REGISTER_TOASTS,
  patientRegisterSchema,
  toRegistrationPayload,
  type PatientRegisterValues,
} from './schema';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const EMPTY: PatientRegisterValues = {
  usu_cpf: '',
  usu_nome_usuario: '',
  usu_email: '',
  usu_telefone: '',
  usu_senha: '',
  usu_senha_confirmation: '',
};

/** The form itself: it lives only while the modal is open, so it starts empty each time. */
function RegisterForm({
  formId,
  onBusy,
  onDone,
}: {
  formId: string;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const register = useRegisterPatient();
  const form = useZodForm(patientRegisterSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const submit = submitWithToast(
    form,
    async (values) => {
      onBusy(true);
      try {
        await register({ ...toRegistrationPayload(values), id: null });
        toast.success(PORTAL.register.success, { duration: TOAST_DURATION.default });
        onDone();
      } catch (error) {
        toast.error(failureMessage(error));
      } finally {
        onBusy(false);
      }
    },
    { toToast: (message) => PATIENT_REGISTER_TOASTS[message] ?? message },
  );
  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Fields>
        <TextField
          label="CPF"
          mask="cpf"
          maxLength={14}
          autoComplete="off"
          required
          error={errors.usu_cpf?.message}
          {...form.register('usu_cpf')}
        />
        <TextField
          label="Nome completo"
          maxLength={45}
          autoComplete="name"
          filter={keepLettersAndSpaces}
          required
          error={errors.usu_nome_usuario?.message}
          {...form.register('usu_nome_usuario')}
        />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          error={errors.usu_email?.message}
          {...form.register('usu_email')}
        />
        <TextField
          label="Telefone"
          mask="mobilePhone"
          type="tel"
          autoComplete="tel-national"
          required
          error={errors.usu_telefone?.message}
          {...form.register('usu_telefone')}
        />
        <PasswordField
          id={`${formId}-senha`}
          label="Senha"
          criteria="registration"
          required
          error={errors.usu_senha?.message}
          {...form.register('usu_senha')}
        />
        <PasswordField
          label="Confirmação de senha"
          autoComplete="new-password"
          required
          error={errors.usu_senha_confirmation?.message}
          {...form.register('usu_senha_confirmation')}
        />
      </Fields>
    </form>
  );
}

export interface RegisterModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Cadastrar-se: CPF, full name, email, phone, password with the live checklist and its
 * confirmation; each invalid field says why (inline and in a toast). Success: a toast, then the
 * modal closes and resets.
 */
export function RegisterModal({ open, onClose }: RegisterModalProps) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onClose={() => !busy && onClose()}
      title="Cadastre-se"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Cadastrar
          </Button>
        </>
      }
    >
      <RegisterForm formId={formId} onBusy={setBusy} onDone={onClose} />
    </Modal>
  );
}

export default RegisterModal;
