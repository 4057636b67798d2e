import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { usePageTitle } from '../../app/usePageTitle';
import { useZodForm } from '../../forms/useZodForm';
import { AccessibilityBar } from '../../primitives/AccessibilityBar';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { PortalMark } from '../../primitives/PortalMark';
import { SkipLinks } from '../../primitives/SkipLinks';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextField } from '../../primitives/TextField';
import { toast } from '../../primitives/toast';
import type { LoginState } from '../layout/AdminGate';
import { GERENCIAL_PAGE_TITLE } from '../layout/pageTitle';
import { useAdminLogin } from '../session/api';
import { useAdminSession } from '../session/AdminSessionProvider';
import { GERENCIAL } from '../shared/messages';
import { adminLoginSchema, type AdminLoginValues } from './schema';

const T = GERENCIAL.shell;

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  &:focus {
    outline: none;
  }
`;

const Card = styled.div`
  width: min(100%, 26rem);
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  .brand {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  h1 {
    margin: ${({ theme }) => `${theme.space(3)} 0 ${theme.space(1)}`};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    margin-top: ${({ theme }) => theme.space(4)};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Notice = styled.p<{ $kind: 'warning' | 'info' }>`
  margin: ${({ theme }) => `${theme.space(4)} 0 0`};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 4px solid
    ${({ theme, $kind }) => ($kind === 'warning' ? theme.colors.warning : theme.colors.primary)};
  background: ${({ theme, $kind }) =>
    $kind === 'warning' ? theme.colors.warningLight : theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * The clientes route: 'Administrador' with Login, Senha and Entrar. After a login the admin goes to
 * /clientes/main, or back to the screen a 401 interrupted (where what was typed is put back).
 */
export function AdminLoginPage() {
  usePageTitle(T.loginTitle, GERENCIAL_PAGE_TITLE);
  const adminLogin = useAdminLogin();
  const { session, ended, login } = useAdminSession();
  const navigate = useNavigate();
  const from = (useLocation().state as LoginState | null)?.from;
  const form = useZodForm(adminLoginSchema, {
    defaultValues: { login: '', senha: '' } satisfies AdminLoginValues,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = submitWithToast(form, async ({ login: name, senha }) => {
    try {
      login(await adminLogin(name, senha));
      navigate(from && from !== '/' ? from : '/main', { replace: true });
    } catch (error) {
      toast.error(failureMessage(error, T.loginUnavailable));
    }
  });

  if (session && !isSubmitting) return <Navigate to={from ?? '/main'} replace />;

  return (
    <>
      <SkipLinks content="conteudo" />
      <Page id="conteudo" tabIndex={-1}>
        <Card>
          <AccessibilityBar />
          <p className="brand">
            <PortalMark />
            {T.title}
          </p>
          <h1 id="titulo-login">{T.loginTitle}</h1>
          <p>{T.loginIntro}</p>
          {ended === 'expired' && (
            <Notice role="alert" $kind="warning">
              {T.sessionExpired}
            </Notice>
          )}
          {ended === 'logout' && (
            <Notice role="status" $kind="info">
              {T.loggedOut}
            </Notice>
          )}
          <form onSubmit={submit} noValidate aria-labelledby="titulo-login">
            <TextField
              label="Login"
              autoComplete="username"
              required
              error={errors.login?.message}
              {...form.register('login')}
            />
            <PasswordField
              label="Senha"
              autoComplete="current-password"
              required
              error={errors.senha?.message}
              {...form.register('senha')}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {T.loginButton}
            </Button>
          </form>
        </Card>
      </Page>
    </>
  );
}

export default AdminLoginPage;
