import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appConfig } from '../../vite.shared.ts';

export default defineConfig(
  appConfig({ base: '/clientes/', port: 5174, root: fileURLToPath(new URL('.', import.meta.url)) }),
);
