import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { useModalContainer } from './Modal';

/**
 * What every react-aria primitive needs here: pt-BR for its built-in texts and announcements, and
 * its popovers rendered inside the open modal <dialog> (outside it they would be inert and hidden
 * under the top layer).
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  const container = useModalContainer();
  return (
    <I18nProvider locale="pt-BR">
      <UNSAFE_PortalProvider getContainer={container ? () => container : null}>
        {children}
      </UNSAFE_PortalProvider>
    </I18nProvider>
  );
}
