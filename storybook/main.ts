/**
 * Storybook configuration, written by hand (`storybook init` cannot run here). Stories sit beside the components
 * they show. Storybook 10 ships controls, actions, viewport and toolbars in its core, so no addons are listed.
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  core: {
    disableTelemetry: true,
    // Not the project's vite.config.ts: that one builds the portal (its own root) or the widget library.
    builder: { name: '@storybook/builder-vite', options: { viteConfigPath: 'storybook/vite.config.ts' } },
  },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
