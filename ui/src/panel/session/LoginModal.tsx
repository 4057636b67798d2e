import { useId, useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { ApiError } from '../../api/unwrap';
import { collectMessages, useZodForm } from '../../forms/useZodForm';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { usePanelLogin } from '../api';
import { TEXTS } from '../texts';
import { LOGIN } from './messages';
import { usePanelSession } from './PanelSessionProvider';
import { panelLoginSchema } from './schema';
import { realtimeCredential, sessionExpiry } from './session';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
    align-items: stretch;
    text-align: center;
  }
`;

/**
 * The login form: both fields required and trimmed ('Informe os dados para realizar o acesso'),
 * the pair checked by the provider API ('Login ou Senha incorretos'); what was typed stays.
 */
const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningLight};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

function LoginForm() {
  const panelLogin = usePanelLogin();
  const { store, ended } = usePanelSession();
  const messageId = useId();
  const form = useZodForm(panelLoginSchema, { defaultValues: { login: '', senha: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const message = collectMessages(errors)[0] ?? failure;

  const onSubmit = form.handleSubmit(
    async ({ login, senha }) => {
      setFailure(null);
      try {
        const session = await panelLogin(login, senha);
        const realtime = realtimeCredential(session.realtimeToken, session.realtimeExpiresAt);
        store.save({
          token: session.token,
          expiresAt: sessionExpiry(session.expiresAt, Date.now()),
          ...(realtime && { realtime }),
          operator: login.trim(),
        });
      } catch (error) {
        const wrongPair = error instanceof ApiError && error.status === 401;
        setFailure(wrongPair ? LOGIN.incorrect : failureMessage(error, TEXTS.loginFailed));
      }
    },
    () => setFailure(null),
  );

  const invalid = (field: 'login' | 'senha') =>
    errors[field] || (failure && failure === LOGIN.incorrect) ? true : undefined;

  return (
    <Form noValidate onSubmit={onSubmit} aria-describedby={message ? messageId : undefined}>
      {ended === 'expired' && !message && <Notice role="alert">{TEXTS.sessionExpired}</Notice>}
      <TextField
        label="Login"
        autoComplete="username"
        required
        aria-invalid={invalid('login')}
        {...form.register('login')}
      />
      <PasswordField
        label="Senha"
        required
        aria-invalid={invalid('senha')}
        {...form.register('senha')}
      />
      {message && (
        <Message id={messageId} role="alert">
          {message}
        </Message>
      )}
      <Actions>
        <a href="/">{LOGIN.back}</a>
        <Button type="submit" loading={isSubmitting}>
          {TEXTS.loginButton}
        </Button>
      </Actions>
    </Form>
  );
}

/**
 * Over every panel screen until the operator logs in. It cannot be dismissed: 'Voltar' leaves the
 * panel for the portal's root (a full navigation, outside the panel's base path).
 */
export function LoginModal({ open }: { open: boolean }) {
  return (
    <Modal open={open} onClose={() => undefined} title={TEXTS.loginTitle} size="sm" hideCloseButton>
      <LoginForm />
    </Modal>
  );
}

export default LoginModal;
