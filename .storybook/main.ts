import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { aliases } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: ['../ui/src/**/*.mdx', '../ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker file, committed in mocks/public (copied by `npx msw init`).
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      resolve: { alias: aliases },
      define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify('storybook') },
    });
  },
};

export default config;
