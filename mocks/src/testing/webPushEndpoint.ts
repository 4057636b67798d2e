/**
 * A browser's side of Web Push, for tests: subscription keys made as a browser makes them, a push
 * service on the loopback that records every push it is sent, and the decryption of a push
 * (RFC 8291, aes128gcm, with node's crypto only) and the check of its VAPID header (RFC 8292).
 * A test that decrypts a push to the JSON it carried has shown the whole chain: the key, the
 * encryption for these keys, and the signature by the backend's key.
 */
import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/** A subscription's keys as the browser keeps them: the private half never leaves it. */
export interface SubscriptionKeys {
  ecdh: ECDH;
  /** The public key, uncompressed, base64url (`keys.p256dh`). */
  p256dh: string;
  /** The authentication secret, base64url (`keys.auth`). */
  auth: string;
}

export function makeSubscriptionKeys(): SubscriptionKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

const cat = (...parts: Array<Buffer | string>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));

/**
 * Decrypts an `aes128gcm` push body (one record, as web-push sends) with the subscription's
 * private key and auth secret. Throws when either is not the one it was encrypted for (the GCM
 * tag does not match) or the body is not a push.
 */
export function decryptPush(body: Buffer, keys: { ecdh: ECDH; auth: string }): Buffer {
  if (body.length < 21 + 65 + 17) throw new Error('push body too short');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || ciphertext.length > recordSize)
    throw new Error('not one aes128gcm record');
  const secret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = cat('WebPush: info\0', keys.ecdh.getPublicKey(), senderPublic);
  const ikm = Buffer.from(
    hkdfSync('sha256', secret, Buffer.from(keys.auth, 'base64url'), keyInfo, 32),
  );
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = cat(
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  );
  // The plaintext, then the last record's delimiter (2), then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * The VAPID header of a push (`vapid t=<JWT>, k=<public key>`): the key it names, and whether the
 * JWT is signed by that key (ES256) for this endpoint's origin and not expired.
 */
export function checkVapid(authorization: string | undefined, endpoint: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return { publicKey: null, signed: false, claims: null };
  const [, jwt, publicKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const signed =
    valid &&
    decoded.aud === new URL(endpoint).origin &&
    typeof decoded.exp === 'number' &&
    decoded.exp * 1000 > Date.now();
  return { publicKey, signed, claims: decoded };
}

/** One push as the push service got it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  /** `http://127.0.0.1:<port>`: a subscription's endpoint is this and a path of its own. */
  origin: string;
  received: ReceivedPush[];
  /** The status each path answers (201 unless set: 410 says the subscription is gone). */
  answer: Map<string, number>;
  /** Waits for the next push to `path` (one received before counts) and takes it out. */
  next(path: string, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

/** A push service on the loopback, recording every POST. */
export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const waiting = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.get(path) ?? 201).end();
      for (const wake of waiting) wake();
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer,
    next(path, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const take = () => {
          const index = received.findIndex((push) => push.path === path);
          if (index < 0) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(received.splice(index, 1)[0]!);
          return true;
        };
        const check = () => void take();
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no push to ${path} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!take()) waiting.add(check);
      });
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
