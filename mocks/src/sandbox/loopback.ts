/**
 * Where the sandbox listens: HOST when set, else the loopback only (127.0.0.1, and ::1 when the
 * machine has IPv6), never every interface: the sandbox has demo accounts and no real security,
 * so other machines on the network must not reach it. Both loopback addresses, because
 * `localhost` resolves to either (::1 first on many systems) and every client must find it.
 */
import type { Server } from 'node:http';
import type { Application } from 'express';

function listen(app: Application, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}

/** The servers listening (the first is the main one). */
export async function listenOnLoopback(
  app: Application,
  port: number,
  host = process.env.HOST,
): Promise<Server[]> {
  if (host) return [await listen(app, port, host)];
  const v4 = await listen(app, port, '127.0.0.1');
  const actual = (v4.address() as { port: number }).port;
  try {
    return [v4, await listen(app, actual, '::1')];
  } catch (error) {
    // No IPv6 loopback here (or the port is taken on it): 127.0.0.1 alone still serves localhost
    // where it resolves to IPv4.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') return [v4];
    v4.close();
    throw error;
  }
}
