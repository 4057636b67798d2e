import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * One naming case for files (docs/contributing.md, "File names"): folders are kebab-case; a file
 * is named after its main export, PascalCase for a React component, camelCase for everything
 * else. Files whose name a tool fixes keep it, and documents and data are not modules.
 */
const TOOL_NAMES = new Set([
  'vite-env.d.ts',
  'mockServiceWorker.js',
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
]);
const TOOL_PATTERNS = [
  /^\./, // dotfiles: .prettierrc, .gitignore, .ci/run…
  /\.(json|ya?ml|md|html|csv|png|jpe?g|svg|webp|gif|ico|txt|lock)$/, // data and docs, not modules
  /^(vite|vitest|playwright|eslint|tsconfig|prettier)[.\w-]*\.(ts|js|mjs|cjs|json)$/, // tool configs
  /^[a-z]+\.config\.(ts|js|mjs|cjs)$/,
];
const SOURCE = /\.(tsx?|mts|mjs|cjs|js|graphql)$/;

/** The name before its first dot: `QueueSearchPage.stories.tsx` → `QueueSearchPage`. */
const stem = (file: string) => file.split('.')[0] ?? file;

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL = /^[a-z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Why `path` breaks the rule, or null when it follows it. */
export function fileNameProblem(path: string): string | null {
  const parts = path.split('/');
  const file = parts.pop()!;
  const folder = parts.find(
    (p) => !p.startsWith('.') && !['__snapshots__', '__mocks__'].includes(p) && !KEBAB.test(p),
  );
  if (folder) return `folder '${folder}' is not kebab-case`;
  if (TOOL_NAMES.has(file) || TOOL_PATTERNS.some((p) => p.test(file)) || !SOURCE.test(file))
    return null;
  const name = stem(file);
  if (file.endsWith('.tsx')) {
    return PASCAL.test(name) || CAMEL.test(name)
      ? null
      : `'${file}': a component file is PascalCase, any other module camelCase`;
  }
  return CAMEL.test(name) || PASCAL.test(name)
    ? null
    : `'${file}' is neither camelCase nor PascalCase`;
}

const tracked = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((p) => p && !p.includes('/generated/') && !p.startsWith('node_modules/'));

describe('file names', () => {
  it.each([
    ['ui/src/portal/queue-search/QueueSearchPage.tsx', null],
    ['ui/src/portal/queue-search/QueueSearchPage.stories.tsx', null],
    ['ui/src/api/failureMessage.ts', null],
    ['apps/portal/e2e/queueSearch.spec.ts', null],
    ['apps/portal/src/vite-env.d.ts', null],
    ['contracts/openapi/api.yaml', null],
    ['docs/visual-review.md', null],
    ['docs/decisions/0004-data-and-contract-clients.md', null],
    ['deploy/nginx.conf', null],
    ['deploy/Caddyfile', null],
    ['docs/Decisions/0004-a.md', "folder 'Decisions' is not kebab-case"],
    [
      'apps/portal/e2e/queue-search.spec.ts',
      "'queue-search.spec.ts' is neither camelCase nor PascalCase",
    ],
    ['scripts/ensure-deps.mjs', "'ensure-deps.mjs' is neither camelCase nor PascalCase"],
    ['ui/src/portal/QueueSearch/x.ts', "folder 'QueueSearch' is not kebab-case"],
    [
      'ui/src/portal/queue_search.tsx',
      "'queue_search.tsx': a component file is PascalCase, any other module camelCase",
    ],
    [
      'contracts/graphql/operations/app-users.graphql',
      "'app-users.graphql' is neither camelCase nor PascalCase",
    ],
  ])('%s → %s', (path, problem) => {
    expect(fileNameProblem(path)).toBe(problem);
  });

  it('every file in the repository follows the rule', () => {
    const problems = tracked()
      .map((path) => [path, fileNameProblem(path)] as const)
      .filter(([, problem]) => problem !== null)
      .map(([path, problem]) => `${path}: ${problem}`);
    expect(problems).toEqual([]);
  });
});

/**
 * ui's shared layers of words and rules keep only what screens of two or more apps use; a screen's
 * own schema and strings sit in its folder, so no file there is named after an app.
 */
const APPS = ['portal', 'panel', 'movel', 'gerencial'];
const WORDS_AND_RULES = /^ui\/src\/(forms|messages)\/([^/]+)$/;

const namedAfterApp = (path: string) => {
  const file = WORDS_AND_RULES.exec(path)?.[2];
  return file !== undefined && APPS.some((app) => stem(file).toLowerCase().startsWith(app));
};

describe('shared words and rules', () => {
  it.each([
    ['ui/src/messages/gerencial.ts', true],
    ['ui/src/messages/portalCommon.ts', true],
    ['ui/src/forms/movel.test.ts', true],
    ['ui/src/forms/terms.ts', false],
    ['ui/src/messages/PatientTermsText.tsx', false],
    ['ui/src/gerencial/news/messages.ts', false],
  ])('%s named after an app: %s', (path, named) => {
    expect(namedAfterApp(path)).toBe(named);
  });

  it('no file of ui/src/forms or ui/src/messages is named after an app', () => {
    expect(tracked().filter(namedAfterApp)).toEqual([]);
  });
});
