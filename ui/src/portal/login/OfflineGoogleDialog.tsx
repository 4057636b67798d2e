import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isValidEmail, isValidName, keepLettersAndSpaces } from '../../domain/contact';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { TextField } from '../../primitives/TextField';
import { DEMO_GOOGLE_ACCOUNTS, otherGoogleAccount, type GoogleProfile } from './googleToken';
import { LOGIN } from './messages';

const Accounts = styled.ul`
  list-style: none;
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  button {
    width: 100%;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-align: start;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.primaryLight};
    }
  }
  .avatar {
    flex-shrink: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .email {
    display: block;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Other = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.borderLight};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export interface OfflineGoogleDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (profile: GoogleProfile) => void;
}

/**
 * The sandbox's stand-in for Google's account chooser (no network access to Google here): pick the
 * demo account, or type another name and e-mail. The portal then signs in exactly as with Google.
 */
export function OfflineGoogleDialog({ open, onClose, onPick }: OfflineGoogleDialogProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const submitOther = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: isValidName(name) ? undefined : LOGIN.name.invalidInline,
      email: isValidEmail(email) ? undefined : LOGIN.email.invalidInline,
    };
    setErrors(found);
    if (!found.name && !found.email) onPick(otherGoogleAccount(name, email));
  };
  return (
    <Modal open={open} onClose={onClose} title="Escolha uma conta do Google" size="sm">
      <p>
        Ambiente de demonstração: sem acesso ao Google, escolha uma conta de teste para entrar como
        se fosse pelo Google.
      </p>
      <Accounts aria-label="Contas de teste">
        {DEMO_GOOGLE_ACCOUNTS.map((account) => (
          <li key={account.sub}>
            <button type="button" onClick={() => onPick(account)}>
              <span className="avatar" aria-hidden="true">
                {account.name.charAt(0)}
              </span>
              <span>
                {account.name}
                <span className="email">{account.email}</span>
              </span>
            </button>
          </li>
        ))}
      </Accounts>
      <Other onSubmit={submitOther} noValidate aria-labelledby="outra-conta">
        <h3 id="outra-conta">Usar outra conta</h3>
        <TextField
          label="Nome"
          value={name}
          filter={keepLettersAndSpaces}
          maxLength={45}
          autoComplete="name"
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="E-mail"
          type="email"
          value={email}
          autoComplete="email"
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Continuar com esta conta
        </Button>
      </Other>
    </Modal>
  );
}

export default OfflineGoogleDialog;
