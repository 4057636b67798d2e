#!/usr/bin/env node
/**
 * Browser tests run on the system Chromium (Playwright's own download is unreachable here).
 * Uses CHROME_PATH when set, else /usr/bin/chromium, installing Debian's package when absent.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH))
      throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
    return process.env.CHROME_PATH;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  console.log("[chromium] /usr/bin/chromium is absent: installing Debian's chromium");
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args) => {
    const [cmd, ...rest] = asRoot ? args : ['sudo', ...args];
    const result = spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed (${result.status})`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (!existsSync('/usr/bin/chromium'))
    throw new Error('chromium was installed but /usr/bin/chromium is missing');
  return '/usr/bin/chromium';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
