/**
 * POST /__sandbox/google/token: the stand-in's account chooser asks the mock backend for a signed
 * token of the account picked, as Google's sign-in would hand the page one. Outside the contract
 * (a real backend has no such route): Google, not the backend, issues real ID tokens.
 *
 * It signs for an e-mail and a name, never a `sub` the caller chooses: the `sub` is the stand-in's
 * own ({@link standInSub}). Its door is open in the in-page runtimes (browser worker, Storybook,
 * msw/node), where no one else can reach it; the HTTP sandbox opens it only when started with it
 * switched on (`npm start` does, and says so), otherwise the route does not exist (404).
 */
import { http, HttpResponse } from 'msw';
import { signStandInToken, standInSub, STAND_IN_LIFETIME_S } from '../core/googleStandIn';
import { errorBody } from '../core/http';
import { isEmail, isPersonName } from '../core/rules';

export const STAND_IN_TOKEN_PATH = '/__sandbox/google/token';

let doorOpen = true;

/** Opens or closes the token door (the sandbox closes it unless told otherwise). */
export function setStandInDoor(open: boolean): void {
  doorOpen = open;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const googleStandInHandlers = [
  http.post(`*${STAND_IN_TOKEN_PATH}`, async ({ request }) => {
    // Closed: fall through to what answers any unknown address.
    if (!doorOpen) return undefined;
    const body: unknown = await request.json().catch(() => null);
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const email = text(input.email).toLowerCase();
    const name = text(input.name);
    if (!isEmail(email)) return HttpResponse.json(errorBody('E-mail inválido.'), { status: 400 });
    if (!isPersonName(name)) return HttpResponse.json(errorBody('Nome inválido.'), { status: 400 });
    const token = await signStandInToken({
      sub: await standInSub(email),
      email,
      // Google marks most accounts verified; a test may ask for an unverified one.
      email_verified: input.email_verified !== false,
      name,
      picture: text(input.picture),
    });
    return HttpResponse.json({ token, expiresIn: STAND_IN_LIFETIME_S });
  }),
];
