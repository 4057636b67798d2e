import { useEffect } from 'react';
import { PORTAL } from '../../messages/portal';

/** Names the browser tab after the screen ("Buscar solicitações | Portal da Transparência"). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${PORTAL.header}` : PORTAL.header;
  }, [title]);
}
