/**
 * The login limits key failures by client address; the handlers see a Fetch Request without the
 * socket, so the sandbox copies the socket's remote address into a header first, overwriting any
 * value a client sent (so no client can pick its own key).
 */
import type { RequestHandler } from 'express';
import { CLIENT_ADDRESS_HEADER, keyLoginsByAddressHeader } from '../core/loginLimiter';

export function clientAddressHeader(): RequestHandler {
  keyLoginsByAddressHeader();
  return (req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown';
    next();
  };
}
