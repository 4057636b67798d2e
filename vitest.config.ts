import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.shared.ts';
import { projects } from './vite.workspace.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    projects,
    // Two cores on CI machines: keep workers at two.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
