import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { PANEL_TITLE, TEXTS } from '../texts';
import { usePanelSession } from './PanelSessionProvider';

// The form's validation (zod, react-hook-form) is fetched only when someone has to log in.
const LoginModal = lazy(() => import('./LoginModal'));

const LoggedOut = styled.div`
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Shows a screen only with a live panel session; otherwise the login modal, over a bare page
 * (the screen's calls would only be refused without a token).
 */
export function PanelGate({ children }: { children: ReactNode }) {
  const { loggedIn } = usePanelSession();
  return (
    <>
      {loggedIn ? (
        children
      ) : (
        <LoggedOut>
          <h1>{PANEL_TITLE}</h1>
          <p>{TEXTS.loggedOut}</p>
        </LoggedOut>
      )}
      {!loggedIn && (
        <Suspense fallback={null}>
          <LoginModal open />
        </Suspense>
      )}
    </>
  );
}
