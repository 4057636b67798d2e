import { createContext, useContext, type ReactNode } from 'react';

/** What the portal's build fixes (apps/portal reads it from VITE_* variables). */
export interface PortalConfig {
  /** The municipality's client code (spec: "fixed by build configuration"). */
  clientCode: string;
  /** Google Identity Services client id; without it the sandbox's offline sign-in stand-in is used. */
  googleClientId?: string;
  /** Where the offline stand-in gets its signed tokens (the sandbox's `/__sandbox/google/token`). */
  googleStandInUrl?: string;
  /**
   * The open-data export's address (`GET /api/open-data/queue` on the API's origin): the download
   * links point at it, so the browser streams the file to disk.
   */
  openDataUrl?: string;
  /** Shown in the footer. */
  version?: string;
  /** Where the app download badge of /movel/register points. */
  appStoreUrl?: string;
  /**
   * VLibras: the build's `VITE_VLIBRAS` (`on`, or the widget script's address; unset, off), as
   * vlibras/vlibras.ts reads it. The portal loads the widget after its first paint.
   */
  vlibras?: string;
}

export const DEFAULT_PORTAL_CONFIG: PortalConfig = {
  clientCode: '3302858',
  // Defined at build by the apps' and Storybook's Vite config.
  version: import.meta.env.VITE_APP_VERSION as string | undefined,
  appStoreUrl: 'https://play.google.com/store/apps',
};

const PortalConfigContext = createContext<PortalConfig>(DEFAULT_PORTAL_CONFIG);

export function PortalConfigProvider({
  config,
  children,
}: {
  config: PortalConfig;
  children: ReactNode;
}) {
  return <PortalConfigContext.Provider value={config}>{children}</PortalConfigContext.Provider>;
}

export const usePortalConfig = () => useContext(PortalConfigContext);
