import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { usePortalConfig } from '../../app/portalConfig';
import { requestStandInToken } from './googleToken';

const OfflineGoogleDialog = lazy(() => import('./OfflineGoogleDialog'));

const GIS_SRC = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
      }): void;
      renderButton(element: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

let gisLoading: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once, only when a client id is configured. */
function loadGis(): Promise<GoogleIdentity> {
  gisLoading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google?.accounts?.id) resolve(google);
      else reject(new Error('Google Identity Services indisponível'));
    };
    script.onerror = () => reject(new Error('Falha ao carregar o Google Identity Services'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    gisLoading = null;
    throw error;
  });
  return gisLoading;
}

const Slot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 44px;
`;

/** Google's own button (GIS); its credential is the token sent to login-google. */
function GisButton({ clientId, onToken }: { clientId: string; onToken: (token: string) => void }) {
  const slot = useRef<HTMLDivElement>(null);
  const onTokenRef = useRef(onToken);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    onTokenRef.current = onToken;
  });
  useEffect(() => {
    let cancelled = false;
    loadGis().then(
      (google) => {
        if (cancelled || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) onTokenRef.current(credential);
            else console.error('Login com Google sem credencial');
          },
        });
        google.accounts.id.renderButton(slot.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          locale: 'pt-BR',
        });
      },
      (error: unknown) => {
        // Spec: a Google login failure is only logged.
        console.error(error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId]);
  if (failed) return null;
  return <Slot ref={slot} aria-label="Entrar com o Google" role="group" />;
}

const GoogleMark = () => (
  <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.6 5.9c4.4-4.1 7-10.1 7-17.6z"
    />
    <path
      fill="#FBBC05"
      d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.9-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.6-5.9c-2.1 1.4-4.9 2.3-8.3 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.9 6C6.6 42.6 14.6 48 24 48z"
    />
  </svg>
);

/**
 * Google sign-in: Google Identity Services when the build has VITE_GOOGLE_CLIENT_ID, otherwise the
 * sandbox's offline stand-in (an account chooser; the sandbox signs a token for the account picked).
 */
export function GoogleSignIn({ onToken }: { onToken: (token: string) => void }) {
  const { googleClientId, googleStandInUrl } = usePortalConfig();
  const [choosing, setChoosing] = useState(false);
  if (googleClientId) return <GisButton clientId={googleClientId} onToken={onToken} />;
  return (
    <>
      <Button variant="secondary" fullWidth icon={<GoogleMark />} onClick={() => setChoosing(true)}>
        Entrar com o Google
      </Button>
      {choosing && (
        <Suspense fallback={null}>
          <OfflineGoogleDialog
            open
            onClose={() => setChoosing(false)}
            onPick={(profile) => {
              setChoosing(false);
              requestStandInToken(profile, googleStandInUrl).then(onToken, (error: unknown) =>
                // Spec: a Google login failure is only logged.
                console.error('Falha no login com o Google', error),
              );
            }}
          />
        </Suspense>
      )}
    </>
  );
}
