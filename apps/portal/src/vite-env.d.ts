/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The municipality's client code (default 3302858). */
  readonly VITE_CLIENT_CODE?: string;
  /** Google Identity Services client id; unset in the sandbox (offline sign-in stand-in). */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  /** Where /movel/register's download badge points. */
  readonly VITE_APP_STORE_URL?: string;
  /** Defined at build (vite.shared.ts). */
  readonly VITE_APP_VERSION?: string;
}
