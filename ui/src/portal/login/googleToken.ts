/**
 * The sandbox's offline stand-in for Google's ID token (the sandbox cannot reach Google):
 * `offline-google:` + base64url (no padding) of the UTF-8 JSON `{ sub, email, name, picture }`.
 * Only the sandbox accepts it; a production backend verifies real Google tokens.
 */
export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

export function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function offlineGoogleToken(profile: GoogleProfile): string {
  const { sub, email, name, picture } = profile;
  return `offline-google:${base64UrlEncode(JSON.stringify({ sub, email, name, picture }))}`;
}

/** The sandbox's demo Google account (the seed's patient with no CPF yet). */
export const DEMO_GOOGLE_ACCOUNTS: readonly GoogleProfile[] = [
  {
    sub: 'sandbox-google-0001',
    email: 'ana.google@exemplo.com.br',
    name: 'Ana Beatriz Google Rocha',
    picture: 'https://lh3.googleusercontent.com/a/sandbox-ana',
  },
];

/** Another account typed in the stand-in: its id follows the e-mail, so it is the same next time. */
export function otherGoogleAccount(name: string, email: string): GoogleProfile {
  const normalized = email.trim().toLowerCase();
  return { sub: `offline-${normalized}`, email: normalized, name: name.trim(), picture: '' };
}
