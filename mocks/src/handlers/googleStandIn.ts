/**
 * POST /__sandbox/google/token: the stand-in's account chooser asks the mock backend for a signed
 * token of the account picked, as Google's sign-in would hand the page one. Outside the contract
 * (a real backend has no such route): Google, not the backend, issues real ID tokens. Served in
 * every runtime (sandbox, browser worker, Storybook, msw/node) so the stand-in works in each.
 */
import { http, HttpResponse } from 'msw';
import { signStandInToken, STAND_IN_LIFETIME_S } from '../core/googleStandIn';
import { errorBody } from '../core/http';
import { isEmail, isPersonName } from '../core/rules';

export const STAND_IN_TOKEN_PATH = '/__sandbox/google/token';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const googleStandInHandlers = [
  http.post(`*${STAND_IN_TOKEN_PATH}`, async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const email = text(input.email).toLowerCase();
    const name = text(input.name);
    if (!isEmail(email)) return HttpResponse.json(errorBody('E-mail inválido.'), { status: 400 });
    if (!isPersonName(name)) return HttpResponse.json(errorBody('Nome inválido.'), { status: 400 });
    const token = await signStandInToken({
      // The same e-mail is the same Google account next time.
      sub: text(input.sub) || `offline-${email}`,
      email,
      // Google marks most accounts verified; a test may ask for an unverified one.
      email_verified: input.email_verified !== false,
      name,
      picture: text(input.picture),
    });
    return HttpResponse.json({ token, expiresIn: STAND_IN_LIFETIME_S });
  }),
];
