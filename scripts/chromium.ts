/** Where the system Chromium is (Debian's `chromium` package), or `CHROME_PATH`. */
import { existsSync } from 'node:fs';

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

/** Flags for headless Chromium in this sandbox: no setuid sandbox as root, no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
