import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import-boundary rules: apps → ui → contracts; mocks → contracts; ui uses mocks only in
 * stories and tests; inside ui, feature folders never import each other and shared layers import
 * neither a feature nor a layer above them.
 */
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
    // Inside ui: feature folders never import each other, stories and tests included.
    ['ui/src/movel/register/X.tsx', "import { x } from '../../portal/layout/icons';"],
    [
      'ui/src/movel/register/X.stories.tsx',
      "import { x } from '../../portal/storybook/decorators';",
    ],
    ['ui/src/portal/news/X.tsx', "import { x } from '../../panel/texts';"],
    ['ui/src/panel/home/X.tsx', "import { x } from '@portal/ui/movel/register/X';"],
    ['ui/src/gerencial/news/X.tsx', "import { x } from '../../portal/session/session';"],
    ['ui/src/portal/X.test.tsx', "import { x } from '../gerencial/api';"],
    // Shared layers never import a feature…
    ['ui/src/primitives/X.tsx', "import { x } from '../portal/layout/icons';"],
    ['ui/src/forms/x.ts', "import { x } from '../movel/register/X';"],
    ['ui/src/api/x.ts', "import { x } from '@portal/ui/panel/texts';"],
    ['ui/src/storybook/x.tsx', "import { x } from '../portal/session/session';"],
    ['ui/src/primitives/X.stories.tsx', "import { x } from '../portal/layout/PortalHeader';"],
    // …and only the layers below them.
    ['ui/src/forms/x.ts', "import { toast } from '../primitives/toast';"],
    ['ui/src/domain/x.ts', "import { x } from '../forms/rules';"],
    ['ui/src/theme/x.ts', "import { x } from '../app/AppProviders';"],
    ['ui/src/primitives/x.ts', "import { x } from '../charts/Charts';"],
    ['ui/src/app/x.ts', "import { x } from '../storybook/withRouter';"],
    ['ui/src/domain/x.test.ts', "import { x } from '../app/AppProviders';"],
    // The first-paint code is part of app: the same rules, one folder deeper.
    ['ui/src/theme/x.ts', "import { x } from '../app/first-paint/marks';"],
    ['ui/src/app/first-paint/x.ts', "import { x } from '../../portal/news/feed';"],
    ['ui/src/app/first-paint/x.ts', "import { x } from '../../storybook/withRouter';"],
    ['ui/src/app/first-paint/x.ts', "import { x } from '@portal/mocks/sandbox/security';"],
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
    ['ui/src/movel/register/X.tsx', "import { failureMessage } from '../../api/failureMessage';"],
    ['ui/src/movel/register/X.tsx', "import { Grid } from './FormLayout';"],
    ['ui/src/portal/news/X.tsx', "import { x } from '../layout/PageShell';"],
    ['ui/src/portal/news/X.stories.tsx', "import { x } from '../storybook/decorators';"],
    [
      'ui/src/movel/terms/X.stories.tsx',
      "import { withRouter } from '../../storybook/withRouter';",
    ],
    ['ui/src/primitives/X.tsx', "import { x } from '../forms/useZodForm';"],
    ['ui/src/app/X.tsx', "import { Toaster } from '../primitives/Toaster';"],
    [
      'ui/src/theme/X.test.tsx',
      "import { AccessibilityBar } from '../primitives/AccessibilityBar';",
    ],
    ['ui/src/primitives/X.stories.tsx', "import { atViewport } from '../storybook/viewports';"],
    ['ui/src/storybook/x.tsx', "import { AppProviders } from '../app/AppProviders';"],
    ['ui/src/primitives/X.stories.tsx', "import { expect } from 'storybook/test';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await lint(file, code)).toHaveLength(0);
  });
});
