/**
 * The sandbox's offline stand-in for Google's sign-in (the sandbox cannot reach Google): the
 * account chooser picks a profile and asks the mock backend to sign a token for it
 * (POST /__sandbox/google/token), as Google hands the page a signed ID token. The page never makes
 * a token itself, and the signing key never reaches it; login-google refuses unsigned, foreign,
 * expired or wrong-audience tokens.
 */
export interface GoogleProfile {
  sub: string;
  email: string;
  name: string;
  picture: string;
}

/** The stand-in's token issuer, on the sandbox's (or mock worker's) origin. */
export const STAND_IN_TOKEN_PATH = '/__sandbox/google/token';

/**
 * A token the sandbox signed for the account picked; throws when the sandbox refuses or is absent
 * (its door is shut unless it runs with the stand-in on). The sandbox gives the account its own
 * `sub`: the page sends only the e-mail, name and picture.
 */
export async function requestStandInToken(
  profile: GoogleProfile,
  url: string = STAND_IN_TOKEN_PATH,
): Promise<string> {
  const { email, name, picture } = profile;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, name, picture }),
  });
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
  if (!response.ok || typeof body?.token !== 'string') {
    throw new Error(`O emissor de tokens do sandbox respondeu ${response.status}`);
  }
  return body.token;
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
