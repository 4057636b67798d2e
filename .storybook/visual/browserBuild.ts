/**
 * Which browser build drew the baselines, and whether a run's differences look like the browser's
 * or the code's. The baselines' build is recorded beside them (baselines/browser.json)
 * when all of them are taken again; a run with another build names both, and says which of the two
 * changed since the baselines were taken: the browser, the code that draws the screens, or both.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BASELINES, ROOT } from './paths.ts';

export const RECORD_FILE = `${BASELINES}browser.json`;
/** What re-takes every picture with this run's browser. */
export const RETAKE = 'npm run test:visual:update';

export interface BrowserBuild {
  /** "Chromium 153.0.8010.0". */
  browser: string;
  /** Where it came from: "@sparticuz/chromium@153.0.0", or the system's executable. */
  source: string;
}

/** The build an executable reports (`--version`): "Chromium 153.0.8010.0". */
export function buildOf(executablePath: string): string {
  const printed = execFileSync(executablePath, ['--version'], { encoding: 'utf8' });
  const match = /(Chromium|Chrome)[^\d]*([\d.]+)/.exec(printed);
  return match ? `${match[1]} ${match[2]}` : printed.trim();
}

export function readRecord(): BrowserBuild | null {
  return existsSync(RECORD_FILE)
    ? (JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as BrowserBuild)
    : null;
}

export function writeRecord(build: BrowserBuild): void {
  writeFileSync(RECORD_FILE, `${JSON.stringify(build, null, 2)}\n`);
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * Whether a changed file can change a picture: the screens, their stories, the mock backend, the
 * Storybook set-up and the dependencies. Not docs, tests, end-to-end journeys, the conformance tour
 * or the repository's scripts, and not the baselines themselves.
 */
export function drawsScreens(file: string): boolean {
  if (file.startsWith('.storybook/visual/baselines/')) return false;
  if (/\.md$|(^|\/)docs\/|\.test\.tsx?$|(^|\/)e2e\//.test(file)) return false;
  if (/^(scripts|\.ci|contracts\/conformance|contracts\/openapi|bench|deploy)\//.test(file))
    return false;
  if (file === 'package.json') return false;
  return true;
}

/** The lockfile's packages and versions, without the pinned browser's own. */
function lockedPackages(lockText: string, browserPackage: string): Map<string, string> {
  const packages = (JSON.parse(lockText) as { packages?: Record<string, { version?: string }> })
    .packages;
  const out = new Map<string, string>();
  for (const [path, meta] of Object.entries(packages ?? {}))
    if (!path.endsWith(`node_modules/${browserPackage}`)) out.set(path, meta.version ?? '');
  return out;
}

/**
 * What changed, since the commit that last wrote a baseline, among the files that draw the
 * screens (the working tree included); the lockfile counts only when a package other than the
 * browser's changed. Null without git history (a tarball, a shallow copy without the commit).
 */
export function drawingChangesSince(
  browserPackage: string,
): { commit: string; files: string[] } | null {
  try {
    // The pictures themselves: not shots.json, which a run that only confirmed them rewrites.
    const commit = git(
      'log',
      '-1',
      '--format=%H',
      '--',
      '.storybook/visual/baselines/*.png',
    ).trim();
    if (!commit) return null;
    const changed = new Set(
      [
        ...git('diff', '--name-only', commit, '--').split('\n'),
        ...git('ls-files', '--others', '--exclude-standard').split('\n'),
      ].filter(Boolean),
    );
    const files = [...changed].filter((file) => drawsScreens(file) && file !== 'package-lock.json');
    if (changed.has('package-lock.json')) {
      const before = lockedPackages(git('show', `${commit}:package-lock.json`), browserPackage);
      const now = lockedPackages(readFileSync(`${ROOT}package-lock.json`, 'utf8'), browserPackage);
      const moved = [...new Set([...before.keys(), ...now.keys()])].filter(
        (path) => before.get(path) !== now.get(path),
      );
      if (moved.length) files.push(`package-lock.json (${moved.length} pacote(s))`);
    }
    return { commit: commit.slice(0, 10), files: files.sort() };
  } catch {
    return null;
  }
}

export interface Verdict {
  /** The lines for people: the two builds, whose the differences look like, what to do. */
  lines: string[];
  /** 'browser', 'code', 'both' or 'none' (nothing changed, or the same build and nothing differs). */
  cause: 'browser' | 'code' | 'both' | 'none';
}

/**
 * Says whose the differences look like. The baselines' build and this run's are compared, and so
 * is the code that draws the screens against the commit of the baselines: when only the browser
 * changed, the differences are the browser's (take the pictures again); when only the code
 * changed, they are the code's (review them); both, and the review page tells them apart.
 */
export function verdict(input: {
  recorded: BrowserBuild | null;
  running: BrowserBuild;
  changedPictures: number;
  pictures: number;
  drawing: { commit: string; files: string[] } | null;
}): Verdict {
  const { recorded, running, changedPictures, pictures, drawing } = input;
  const sameBuild = recorded?.browser === running.browser;
  const builds = recorded
    ? `referências tiradas com ${recorded.browser} (${recorded.source}); esta execução: ${running.browser} (${running.source})`
    : `referências sem registro do navegador; esta execução: ${running.browser} (${running.source})`;
  if (sameBuild) {
    if (!changedPictures) return { cause: 'none', lines: [] };
    return {
      cause: 'code',
      lines: [
        `${changedPictures} de ${pictures} imagem(ns) mudaram com o mesmo navegador das referências (${running.browser}): as diferenças são do código; revise-as e aprove com \`${RETAKE} -- <história>\``,
      ],
    };
  }
  const codeChanged = drawing === null ? null : drawing.files.length > 0;
  const since = drawing ? ` desde as referências (commit ${drawing.commit})` : '';
  const files = drawing?.files.length
    ? `: ${drawing.files.slice(0, 5).join(', ')}${drawing.files.length > 5 ? `, … (${drawing.files.length})` : ''}`
    : '';
  const head = `${builds}.`;
  if (!changedPictures)
    return {
      cause: 'none',
      lines: [`${head} Nenhuma imagem mudou; para registrar este navegador: \`${RETAKE}\``],
    };
  const counted = `${changedPictures} de ${pictures} imagem(ns) mudaram`;
  if (codeChanged === false)
    return {
      cause: 'browser',
      lines: [
        `${head} ${counted}, e nada do que desenha as telas mudou${since}: as diferenças parecem do navegador. Para tirar as imagens de novo com este navegador: \`${RETAKE}\``,
      ],
    };
  return {
    cause: 'both',
    lines: [
      `${head} ${counted}; mudaram o navegador e ${codeChanged === null ? 'talvez o código (sem histórico git para comparar)' : `o código que desenha as telas${since}${files}`}: as diferenças podem ser de um ou de outro. Revise-as na página de revisão; com o navegador das referências, só as do código aparecem. Para tirar todas de novo com este navegador: \`${RETAKE}\``,
    ],
  };
}
