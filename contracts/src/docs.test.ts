import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is one screen that points into docs/, and no link of either leads nowhere.
 * Tests and e2e helpers cite 'README.md, "Demo accounts"', so that section stays in the README.
 */
const ROOT = resolve(import.meta.dirname, '../..');

export const README_LIMITS = { bytes: 15_000, lines: 200, lineLength: 160 } as const;

/** The documents the README must link to. */
export const DOCS = [
  'docs/architecture.md',
  'docs/features.md',
  'docs/contributing.md',
  'docs/security.md',
  'docs/backend-must-enforce.md',
  'docs/conformance.md',
  'docs/deploy.md',
  'docs/performance.md',
  'docs/visual-review.md',
  'docs/glossary.md',
  'docs/decisions',
] as const;

/** Markdown without fenced code blocks, and inline code blanked out (same length, no brackets). */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/(`+)[^`]*?\1/g, (code) => 'x'.repeat(code.length));
}

/** The targets of a document's links and images, inline (`[a](b)`) and by reference (`[a]: b`). */
export function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const references = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)];
  return [...inline, ...references].map((match) => match[1]!);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown document's headings make (a repeated one gets -1, -2…). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ''] of prose(markdown).matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** A file system to check links against: the repository's, or a test's own. */
export interface Files {
  root: string;
  exists(path: string): boolean;
  read(path: string): string;
}

const repository: Files = {
  root: ROOT,
  exists: (path) => existsSync(path),
  read: (path) => readFileSync(path, 'utf8'),
};

/** Why each relative link of `file` (an absolute path) leads nowhere; empty when all resolve. */
export function brokenLinks(file: string, markdown: string, files: Files = repository): string[] {
  const problems: string[] = [];
  const name = relative(files.root, file);
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // URL, mailto:
    const [path = '', anchor] = decodeURI(target).split('#');
    const resolved = path ? resolve(dirname(file), path.split('?')[0]!) : file;
    if (resolved !== files.root && !resolved.startsWith(files.root + sep)) {
      problems.push(`${name}: '${target}' points outside the repository`);
    } else if (!files.exists(resolved)) {
      problems.push(`${name}: '${target}' does not exist`);
    } else if (anchor && resolved.endsWith('.md') && !anchorsOf(files.read(resolved)).has(anchor)) {
      problems.push(`${name}: '${target}' names no heading of ${relative(files.root, resolved)}`);
    }
  }
  return problems;
}

/** Why the README is more than one screen; empty when it is not. */
export function readmeProblems(readme: string): string[] {
  const problems: string[] = [];
  const bytes = Buffer.byteLength(readme, 'utf8');
  if (bytes > README_LIMITS.bytes) problems.push(`${bytes} bytes > ${README_LIMITS.bytes}`);
  const lines = readme.replace(/\n$/, '').split('\n');
  if (lines.length > README_LIMITS.lines)
    problems.push(`${lines.length} lines > ${README_LIMITS.lines}`);
  lines.forEach((line, index) => {
    const length = [...line].length;
    if (length > README_LIMITS.lineLength)
      problems.push(`line ${index + 1}: ${length} characters > ${README_LIMITS.lineLength}`);
  });
  return problems;
}

/** Every Markdown file under `dir`, as absolute paths. */
function markdownUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownUnder(path);
    return path.endsWith('.md') ? [path] : [];
  });
}

/** A little repository in memory, for the tests of the checks themselves. */
function fakeFiles(contents: Record<string, string>): Files {
  const root = '/repo';
  const all = new Map(Object.entries(contents).map(([path, text]) => [join(root, path), text]));
  const dirs = new Set([...all.keys()].flatMap((path) => [dirname(path), dirname(dirname(path))]));
  return {
    root,
    exists: (path) => all.has(path) || dirs.has(path),
    read: (path) => all.get(path) ?? '',
  };
}

describe('the checks themselves', () => {
  const files = fakeFiles({
    'README.md': '',
    'docs/guide.md': '# Guide\n\n## The checks\n\n## Setup\n\n## Setup\n',
    'docs/decisions/0001-a.md': '# A\n',
    'pictures/home.png': '',
  });
  const check = (file: string, markdown: string) =>
    brokenLinks(join(files.root, file), markdown, files);

  it('accept links to files, folders, headings, pictures and web addresses', () => {
    const markdown = [
      '[guide](docs/guide.md), [checks](docs/guide.md#the-checks), [again](docs/guide.md#setup-1)',
      '![home](pictures/home.png "Home") [decisions](docs/decisions/) [web](https://example.org/x)',
      '[ref]: docs/decisions/0001-a.md',
    ].join('\n');
    expect(check('README.md', markdown)).toEqual([]);
    expect(check('docs/guide.md', '[up](../README.md) [here](#the-checks)')).toEqual([]);
  });

  it('name a missing file, a missing heading and a link out of the repository', () => {
    expect(
      check(
        'docs/guide.md',
        '[a](gone.md) [b](guide.md#nothing) [c](../../shared/spec/x.md) ![d](../pictures/away.png)',
      ),
    ).toEqual([
      "docs/guide.md: 'gone.md' does not exist",
      "docs/guide.md: 'guide.md#nothing' names no heading of docs/guide.md",
      "docs/guide.md: '../../shared/spec/x.md' points outside the repository",
      "docs/guide.md: '../pictures/away.png' does not exist",
    ]);
    expect(check('README.md', '[ref]: docs/missing.md')).toEqual([
      "README.md: 'docs/missing.md' does not exist",
    ]);
  });

  it('ignore links inside code', () => {
    expect(check('README.md', '`[a](gone.md)`\n\n```\n[b](gone.md)\n```\n')).toEqual([]);
  });

  it('refuse a README over its bytes, its lines or its line length', () => {
    expect(readmeProblems('# Title\n\nshort\n')).toEqual([]);
    expect(readmeProblems(`${'x'.repeat(161)}\n`)).toEqual(['line 1: 161 characters > 160']);
    expect(readmeProblems('x\n'.repeat(201))).toEqual(['201 lines > 200']);
    expect(readmeProblems(`${'é'.repeat(150)}\n`.repeat(60))[0]).toBe('18060 bytes > 15000');
  });
});

describe('the README and docs/', () => {
  const readmeFile = join(ROOT, 'README.md');
  const readme = readFileSync(readmeFile, 'utf8');
  const documents = [readmeFile, ...markdownUnder(join(ROOT, 'docs'))];

  it('the README is one screen: at most 15,000 bytes, 200 lines, 160 characters a line', () => {
    expect(readmeProblems(readme)).toEqual([]);
  });

  it('the README keeps the demo accounts, which tests cite by its section', () => {
    expect(readme).toMatch(/^## Demo accounts/m);
  });

  it.each(DOCS)('%s exists and the README links to it', (doc) => {
    expect(existsSync(join(ROOT, doc)), doc).toBe(true);
    const linked = linkTargets(readme).map((target) =>
      relative(ROOT, resolve(ROOT, decodeURI(target).split('#')[0]!)),
    );
    expect(linked).toContain(doc);
  });

  it('every relative link of the README and docs/ resolves', () => {
    const problems = documents.flatMap((file) => brokenLinks(file, readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('every document in docs/ is linked from the README or another document', () => {
    const linked = new Set(
      documents.flatMap((file) =>
        linkTargets(readFileSync(file, 'utf8'))
          .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
          .map((target) => resolve(dirname(file), decodeURI(target).split('#')[0]!))
          .filter((target) => target !== file),
      ),
    );
    const orphans = documents
      .filter((file) => file !== readmeFile && !linked.has(file))
      .map((file) => relative(ROOT, file));
    expect(orphans).toEqual([]);
  });
});
