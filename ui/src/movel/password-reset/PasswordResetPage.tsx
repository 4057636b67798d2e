import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useZodForm } from '../../forms/useZodForm';
import { submitWithToast } from '../../primitives/submitWithToast';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { toast } from '../../primitives/toast';
import { failureMessage } from '../../api/failureMessage';
import { PortalMark } from '../../primitives/PortalMark';
import { usePageTitle } from '../../app/usePageTitle';
import { usePasswordReset, usePasswordResetLink } from '../api';
import { PASSWORD_RESET } from './messages';
import { passwordResetSchema, type PasswordResetValues } from './schema';

const Backdrop = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) =>
    theme.highContrast
      ? theme.colors.background
      : `linear-gradient(135deg, ${theme.colors.primaryDark} 0%, ${theme.colors.primary} 55%, #2670e8 100%)`};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space(4)} 0`};
    background: none;
  }
`;

const Card = styled.div`
  width: min(100%, 26rem);
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => (theme.highContrast ? `2px solid ${theme.colors.border}` : 'none')};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  .logo {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const BRANDS = {
  default: { name: 'Portal da Transparência', title: 'Redefinir senha' },
  pleni: { name: 'Pleni', title: 'Redefinir senha do Pleni' },
} as const;

export type ResetBrand = keyof typeof BRANDS;

const Expired = styled.div`
  p:first-child {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const EMPTY: PasswordResetValues = { usu_senha: '', usu_senha_confirmation: '' };

/**
 * /movel/redefinir-senha/{hash} and /movel/redefinir-senha-pleni/{hash}: a new password (with the
 * requirements indicator) and its confirmation. The server's message is shown as a success or error
 * toast ('Falha ao atualizar senha.' when it gives none); success goes to /searchbydocument.
 */
export function PasswordResetPage({ brand = 'default' }: { brand?: ResetBrand }) {
  const { title, name } = BRANDS[brand];
  usePageTitle(title);
  const { hash = '' } = useParams();
  const resetPassword = usePasswordReset();
  // An expired or unknown link is said at once, not after both passwords are typed.
  const link = usePasswordResetLink(hash);
  const expired = link.data?.success === false;
  const navigate = useNavigate();
  const passwordId = useId();
  const form = useZodForm(passwordResetSchema, { defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = submitWithToast(form, async ({ usu_senha }) => {
    try {
      const result = await resetPassword(hash, usu_senha);
      if (result.success) {
        toast.success(result.message || PASSWORD_RESET.success);
        navigate('/searchbydocument');
      } else {
        toast.error(result.message || PASSWORD_RESET.failure);
      }
    } catch (error) {
      toast.error(failureMessage(error, PASSWORD_RESET.failure));
    }
  });

  return (
    <Backdrop>
      <Card>
        {/* The portal's mark is in the page header already; another brand names itself here. */}
        {brand !== 'default' && (
          <p className="logo">
            <PortalMark />
            {name}
          </p>
        )}
        <h1 id="titulo-redefinir">{title}</h1>
        {expired ? (
          <Expired role="alert">
            <p>{link.data?.message || PASSWORD_RESET.failure}</p>
            <p>Peça um novo link de redefinição de senha pelo aplicativo.</p>
            <Link to="/">Voltar ao Portal da Transparência</Link>
          </Expired>
        ) : (
          <>
            <p>Crie uma nova senha para acessar o aplicativo.</p>
            <form onSubmit={submit} noValidate aria-labelledby="titulo-redefinir">
              <PasswordField
                id={passwordId}
                label="Nova senha"
                criteria="reset"
                required
                error={errors.usu_senha?.message}
                {...form.register('usu_senha')}
              />
              <PasswordField
                label="Confirme a nova senha"
                autoComplete="new-password"
                required
                error={errors.usu_senha_confirmation?.message}
                {...form.register('usu_senha_confirmation')}
              />
              <Button type="submit" loading={isSubmitting} fullWidth>
                Salvar nova senha
              </Button>
            </form>
          </>
        )}
      </Card>
    </Backdrop>
  );
}

export default PasswordResetPage;
