import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePortalConfig } from '../../app/portalConfig';
import { usePageTitle } from '../../app/usePageTitle';
import { AppUserRegisterForm } from './AppUserRegisterForm';
import { ContactForm } from './ContactForm';
import { CONTACT, REGISTER } from './messages';
import { StoreBadge } from './StoreBadge';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => (theme.highContrast ? theme.colors.surface : theme.colors.primary)};
  color: ${({ theme }) => (theme.highContrast ? theme.colors.text : theme.colors.onPrimary)};
  border: ${({ theme }) => (theme.highContrast ? `2px solid ${theme.colors.border}` : 'none')};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Switcher = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  margin-bottom: ${({ theme }) => theme.space(5)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
  button {
    flex: 1 1 auto;
    min-height: ${({ theme }) => theme.targetSize};
    padding: 0 ${({ theme }) => theme.space(5)};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
    &[aria-pressed='true'] {
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
    &:focus-visible {
      ${({ theme }) => theme.focusRing}
      outline-offset: -4px;
    }
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Back = styled.p`
  margin: ${({ theme }) => `${theme.space(5)} 0 0`};
`;

/**
 * /movel/register: the banner with the app download badge, the app-user register form switchable
 * with 'Fale Conosco', and the way back to the portal.
 */
export function RegisterPage({ initial = 'register' }: { initial?: 'register' | 'contact' }) {
  usePageTitle('Cadastro no aplicativo');
  const { appStoreUrl } = usePortalConfig();
  const [view, setView] = useState(initial);
  return (
    <section aria-labelledby="titulo-movel">
      <Banner>
        <h1 id="titulo-movel">{REGISTER.banner}</h1>
        <StoreBadge href={appStoreUrl ?? 'https://play.google.com/store/apps'} />
      </Banner>
      <Switcher role="group" aria-label="Escolha o formulário">
        <button
          type="button"
          aria-pressed={view === 'register'}
          onClick={() => setView('register')}
        >
          Cadastro
        </button>
        <button type="button" aria-pressed={view === 'contact'} onClick={() => setView('contact')}>
          {CONTACT.title}
        </button>
      </Switcher>
      {/* Both stay mounted (the other one hidden), so switching never loses what was typed. */}
      <Panel>
        <div hidden={view !== 'register'}>
          <AppUserRegisterForm />
        </div>
        <div hidden={view !== 'contact'}>
          <ContactForm />
        </div>
      </Panel>
      <Back>
        <Link to="/">Voltar ao Portal da Transparência</Link>
      </Back>
    </section>
  );
}

export default RegisterPage;
