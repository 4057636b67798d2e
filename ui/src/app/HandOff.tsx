import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '../primitives/Spinner';

const GUARD_KEY = 'portal.redirecionamento-clientes';

/** Whether this tab was sent to the same address a moment ago (and came back to the portal). */
function redirectedJustNow(target: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? 'null') as {
      target?: string;
      at?: number;
    } | null;
    return last?.target === target && Date.now() - (last.at ?? 0) < 5000;
  } catch {
    return false;
  }
}

/**
 * An address that belongs to another app on the same origin (the portal's /clientes… to the Portal
 * Gerencial, the Portal Gerencial's /clientes/painel… to the control panel) is handed over with a
 * full page load. A guard stops a loop when no other app answers there (e.g. one app's own dev
 * server) and offers the link instead.
 */
export function HandOff({ appName }: { appName: string }) {
  const { pathname, search, hash } = useLocation();
  const target = `${pathname}${search}${hash}`;
  // Decided once per mount: the guard written below must not flip this render's choice.
  const [looping] = useState(() => redirectedJustNow(target));
  useEffect(() => {
    if (looping) return;
    try {
      sessionStorage.setItem(GUARD_KEY, JSON.stringify({ target, at: Date.now() }));
    } catch {
      // No storage: the redirect still happens once per navigation.
    }
    window.location.assign(target);
  }, [looping, target]);
  if (!looping) return <PageLoader label={`Abrindo o ${appName}...`} />;
  return (
    <main id="conteudo" style={{ padding: '2rem' }}>
      <h1>{appName}</h1>
      <p>
        O {appName} não respondeu neste endereço. <a href={target}>Tentar novamente</a>.
      </p>
    </main>
  );
}

/** The portal's client layout (path contains "clientes") belongs to the Portal Gerencial. */
export function ClientRedirect() {
  return <HandOff appName="Portal Gerencial" />;
}

/** The Portal Gerencial's /clientes/painel… belongs to the control panel (exempt from its guard). */
export function PanelRedirect() {
  return <HandOff appName="Painel de Controle" />;
}
