import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { GraphqlRequestError } from '@portal/contracts';
import { failureMessage } from '../../api/failureMessage';
import { ApiError } from '../../api/unwrap';
import { useZodForm } from '../../forms/useZodForm';
import { COMMON } from '../../messages/common';
import { Button } from '../../primitives/Button';
import { useConfirm } from '../../primitives/ConfirmModal';
import { PasswordField } from '../../primitives/PasswordField';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextField } from '../../primitives/TextField';
import { toast } from '../../primitives/toast';
import { useAdmin } from '../session/AdminSessionProvider';
import {
  useCreateClientUser,
  useDeleteClientUser,
  useUpdateClientUser,
  type ClientUser,
} from './api';
import { CLIENT_USER } from './messages';
import { clientUserSchema, type ClientUserValues, toClientUserInput } from './schema';

const M = CLIENT_USER;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 36rem;
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
  .note {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The form's values for a user (update mode) or none (create mode, usc_id 0). */
export const valuesOf = (user?: ClientUser): ClientUserValues => ({
  usc_id: user?.usc_id ?? 0,
  usc_nome_usuario: user?.usc_nome_usuario ?? '',
  usc_login: user?.usc_login ?? '',
  usc_login_atual: user?.usc_login ?? '',
  usc_senha: '',
  usc_senha_confirmation: '',
});

/** The screen's one form (create and update modes share it, as the spec's usc_id state says). */
export function useClientUserForm() {
  return useZodForm(clientUserSchema, { defaultValues: valuesOf() });
}
export type ClientUserFormApi = ReturnType<typeof useClientUserForm>;

/**
 * The spec's message, with the server's reason beside it when the server gave one (a GraphQL
 * error: a name already in use, an invalid password…), so the admin knows what to fix.
 */
export function failureWithReason(error: unknown, message: string): string {
  if (!(error instanceof GraphqlRequestError) || error.status === 0) return message;
  const reason = failureMessage(error, message);
  return reason && reason !== message ? `${message}\n${reason}` : message;
}

/** Whether the GraphQL error is the server's 'login already in use' (a CONFLICT). */
const loginTaken = (error: unknown) =>
  error instanceof GraphqlRequestError &&
  error.errors.some((e) => (e.extensions as { code?: unknown } | undefined)?.code === 'CONFLICT');

/** Anything but letters and spaces: the name is refused as soon as it is typed, not dropped. */
const OUTSIDE_NAME = /[^\p{L} ]/u;

/**
 * Why the selected user cannot be removed, as the server would say it: the client's last account,
 * or the admin's own. Null when nothing stops it (the server has the last word either way).
 */
export function removalBlock({
  self,
  accounts,
  client,
}: {
  self: boolean;
  accounts?: number;
  client: string;
}): string | null {
  if (accounts === 1) return M.removeLast(client);
  if (self) return M.removeSelf;
  return null;
}

export interface ClientUserFormProps {
  form: ClientUserFormApi;
  /** The selected user as stored (update mode), for the removal's confirmation. */
  user?: ClientUser;
  /** How many accounts the client has (update mode): the last one cannot be removed. */
  accounts?: number;
  /** Back to create mode: Cancelar, or a confirmed update or removal. */
  onReset: () => void;
}

/**
 * The client user form. usc_id 0: create mode ('Cadastrar'); above 0: update mode ('Atualizar',
 * 'Remover'), where the password may stay blank to keep the current one. Nome accepts only letters
 * and spaces. What was typed stays after a failed save.
 */
export function ClientUserForm({ form, user, accounts, onReset }: ClientUserFormProps) {
  const admin = useAdmin().user;
  const usc_id = form.watch('usc_id');
  const updating = usc_id > 0;
  const ids = useId();
  const create = useCreateClientUser();
  const update = useUpdateClientUser();
  const remove = useDeleteClientUser();
  const { confirm, modal } = useConfirm();
  const { errors, isSubmitting } = form.formState;
  const self = usc_id === admin.usc_id;
  const blocked = updating
    ? removalBlock({ self, accounts, client: admin.cliente.cli_nome })
    : null;
  const [removing, setRemoving] = useState(false);
  const removingRef = useRef(false);

  const submit = submitWithToast(form, async (values) => {
    const input = toClientUserInput(values, admin.usc_id_clientes);
    try {
      if (updating) {
        await update({ ...input, usc_id });
      } else {
        const { usc_id: _id, ...created } = input;
        await create({ ...created, usc_senha: values.usc_senha });
      }
    } catch (error) {
      if (loginTaken(error))
        form.setError('usc_login', { message: M.loginTaken }, { shouldFocus: true });
      toast.error(failureWithReason(error, updating ? M.notUpdated : M.notCreated));
      return;
    }
    toast.success(updating ? M.updated : M.created);
    onReset();
  });

  const removeUser = async () => {
    if (removingRef.current) return;
    removingRef.current = true;
    setRemoving(true);
    try {
      await confirmAndRemove(
        user ?? {
          usc_id,
          usc_nome_usuario: form.getValues('usc_nome_usuario'),
          usc_login: form.getValues('usc_login_atual'),
          usc_id_clientes: admin.usc_id_clientes,
        },
      );
    } finally {
      removingRef.current = false;
      setRemoving(false);
    }
  };

  const confirmAndRemove = async (user: ClientUser) => {
    const confirmed = await confirm({
      title: M.removeQuestion,
      content: (
        <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
          <strong>{user.usc_nome_usuario}</strong> <span>({M.loginOf(user.usc_login)})</span>
        </p>
      ),
      confirmLabel: 'Remover',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove(user.usc_id);
    } catch (error) {
      // success: false carries the server's own words; anything else gets the spec's.
      toast.error(
        error instanceof ApiError ? error.message : failureWithReason(error, M.notRemoved),
      );
      return;
    }
    toast.success(M.removed);
    onReset();
  };

  return (
    <Form onSubmit={submit} noValidate data-modo={updating ? 'atualizacao' : 'cadastro'}>
      <TextField
        label={M.name}
        hint={M.nameHint}
        required
        maxLength={45}
        autoComplete="off"
        error={errors.usc_nome_usuario?.message}
        {...form.register('usc_nome_usuario', {
          // A character outside the rule is said at once, beside the field, and kept as typed;
          // the message goes as soon as the name is fixed.
          onChange: (event: { target: { value: string } }) => {
            if (
              OUTSIDE_NAME.test(event.target.value) ||
              form.getFieldState('usc_nome_usuario').error
            )
              void form.trigger('usc_nome_usuario');
          },
        })}
      />
      <TextField
        label={M.login}
        hint={M.loginHint}
        required
        maxLength={30}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.usc_login?.message}
        {...form.register('usc_login')}
      />
      <PasswordField
        id={`${ids}-senha`}
        label={M.password}
        required={!updating}
        criteria="clientUser"
        hint={updating ? M.keepPasswordHint : undefined}
        error={errors.usc_senha?.message}
        {...form.register('usc_senha')}
      />
      <PasswordField
        label={M.confirmation}
        required={!updating}
        autoComplete="new-password"
        error={errors.usc_senha_confirmation?.message}
        {...form.register('usc_senha_confirmation')}
      />
      {blocked && (
        <p className="note" id={`${ids}-remocao`}>
          {blocked}
        </p>
      )}
      <div className="actions">
        <Button type="submit" loading={isSubmitting} disabled={removing}>
          {updating ? 'Atualizar' : 'Cadastrar'}
        </Button>
        {updating && (
          <Button
            variant="danger"
            onClick={() => void removeUser()}
            loading={removing}
            disabled={isSubmitting || Boolean(blocked)}
            aria-describedby={blocked ? `${ids}-remocao` : undefined}
          >
            Remover
          </Button>
        )}
        <Button variant="secondary" onClick={onReset} disabled={isSubmitting || removing}>
          {COMMON.cancel}
        </Button>
      </div>
      {modal}
    </Form>
  );
}
