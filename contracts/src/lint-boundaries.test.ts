import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import-boundary rule: apps → ui → contracts; mocks → contracts; ui uses mocks only in stories and tests. */
const lint = async (filePath: string, code: string) => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
};

describe('import boundaries', () => {
  it.each([
    ['ui/src/x.tsx', "import { App } from '../../apps/portal/src/App';"],
    ['ui/src/x.tsx', "import { App } from '@portal/app-portal';"],
    ['ui/src/x.tsx', "import { handlers } from '@portal/mocks';"],
    [
      'contracts/src/x.ts',
      "import { LastUpdate } from '@portal/ui/portal/queue-search/LastUpdate';",
    ],
    ['contracts/src/x.ts', "import { handlers } from '@portal/mocks';"],
    ['mocks/src/x.ts', "import { LastUpdate } from '@portal/ui/portal/queue-search/LastUpdate';"],
    ['mocks/src/x.ts', "import x from '../../apps/panel/src/App';"],
  ])('rejects in %s: %s', async (file, code) => {
    expect(await lint(file, code)).not.toHaveLength(0);
  });

  it.each([
    [
      'apps/portal/src/x.tsx',
      "import { LastUpdate } from '@portal/ui/portal/queue-search/LastUpdate';",
    ],
    ['ui/src/x.tsx', "import { createApiClient } from '@portal/contracts';"],
    ['ui/src/x.stories.tsx', "import { handlers } from '@portal/mocks';"],
    ['ui/src/x.test.tsx', "import { server } from '@portal/mocks/node';"],
    ['mocks/src/x.ts', "import { serverMessage } from '@portal/contracts';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await lint(file, code)).toHaveLength(0);
  });
});
