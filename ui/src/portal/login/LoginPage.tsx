import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { onlyDigits } from '../../domain/digits';
import { useZodForm } from '../../forms/useZodForm';
import { submitWithToast } from '../../primitives/submitWithToast';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { toast, TOAST_DURATION } from '../../primitives/toast';
import { failureMessage } from '../../api/failureMessage';
import { ApiError } from '../../api/unwrap';
import { usePageTitle } from '../../app/usePageTitle';
import { useGoogleLogin, usePatientLogin } from './api';
import { saveSession, sessionFromGoogle, sessionFromLogin, useSession } from '../session/session';
import { GoogleSignIn } from './GoogleSignIn';
import { LOGIN } from './messages';
import { patientLoginSchema, type PatientLoginValues } from './schema';

const RegisterModal = lazy(() => import('./RegisterModal'));

const Card = styled.div`
  max-width: 28rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
  }
  .actions {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(3)};
  }
  .or {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    margin: ${({ theme }) => `${theme.space(5)} 0`};
    color: ${({ theme }) => theme.colors.textMuted};
    &::before,
    &::after {
      content: '';
      flex: 1;
      border-top: 1px solid ${({ theme }) => theme.colors.borderLight};
    }
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/** Server answers that mark both fields as 'CPF e/ou senha inválidos.' (spec §5 Login). */
const MARKS_FIELDS: readonly string[] = [
  LOGIN.login.cpfNotRegistered,
  LOGIN.login.passwordMissing,
  LOGIN.login.invalid,
];

/**
 * Entrar (/usuarios): CPF (###.###.###-##) and password, 'Cadastrar-se', 'Entrar' and Google
 * sign-in. A successful login stores the session and goes to 'Minhas solicitações'.
 */
export function LoginPage() {
  usePageTitle('Entrar');
  const login = usePatientLogin();
  const googleLogin = useGoogleLogin();
  const navigate = useNavigate();
  const session = useSession();
  const [registering, setRegistering] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useZodForm(patientLoginSchema, {
    defaultValues: { cpf: '', password: '' } satisfies PatientLoginValues,
  });
  const { errors } = form.formState;
  const markBothFields = () => {
    form.setError('cpf', { message: LOGIN.login.invalid });
    form.setError('password', { message: LOGIN.login.invalid });
  };

  const submit = submitWithToast(
    form,
    async ({ cpf, password }) => {
      setBusy(true);
      try {
        const answer = await login(onlyDigits(cpf), password);
        const stored = sessionFromLogin(answer);
        if (!stored) throw new Error('Resposta de login incompleta');
        saveSession(stored);
        navigate('/minhas-solicitacoes');
      } catch (error) {
        const message = failureMessage(error);
        if (MARKS_FIELDS.includes(message)) markBothFields();
        toast.error(message, { duration: TOAST_DURATION.short });
      } finally {
        setBusy(false);
      }
    },
    {
      duration: TOAST_DURATION.short,
      // A missing password with a valid CPF: the toast says 'Senha não informada.' and both fields
      // are marked 'CPF e/ou senha inválidos.' (spec §5 Login), as when the server says it.
      onInvalid: (invalid) => {
        if (!invalid.cpf && invalid.password?.message === LOGIN.login.passwordMissing)
          markBothFields();
      },
    },
  );

  const loginWithGoogle = async (token: string) => {
    try {
      const answer = await googleLogin(token);
      const stored = sessionFromGoogle(answer);
      if (!stored) throw new Error('Resposta de login incompleta');
      saveSession(stored);
      navigate('/minhas-solicitacoes');
    } catch (error) {
      // Spec §8: a Google login failure is only logged. Two refusals the patient can act on are
      // told: the e-mail already has a CPF account (409, never linked by e-mail) and too many
      // attempts (429).
      if (error instanceof ApiError && (error.status === 409 || error.status === 429))
        toast.error(error.message, { duration: TOAST_DURATION.long });
      console.error('Falha no login com o Google', error);
    }
  };

  if (session) return <Navigate to="/minhas-solicitacoes" replace />;

  return (
    <section aria-labelledby="titulo-entrar">
      <Card>
        <h1 id="titulo-entrar">Entrar</h1>
        <p>Acesse com seu CPF e senha para acompanhar suas solicitações.</p>
        <form onSubmit={submit} noValidate aria-labelledby="titulo-entrar">
          <TextField
            label="CPF"
            mask="cpf"
            maxLength={14}
            autoComplete="username"
            placeholder="000.000.000-00"
            error={errors.cpf?.message}
            {...form.register('cpf')}
          />
          <PasswordField
            label="Senha"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <div className="actions">
            <Button variant="secondary" onClick={() => setRegistering(true)}>
              Cadastrar-se
            </Button>
            <Button type="submit" loading={busy}>
              Entrar
            </Button>
          </div>
        </form>
        <p className="or">ou</p>
        <GoogleSignIn onToken={(token) => void loginWithGoogle(token)} />
      </Card>
      {registering && (
        <Suspense fallback={null}>
          <RegisterModal open onClose={() => setRegistering(false)} />
        </Suspense>
      )}
    </section>
  );
}

export default LoginPage;
