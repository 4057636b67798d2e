import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appConfig } from '../../vite.shared.ts';

export default defineConfig(
  appConfig({
    base: '/clientes/painel/',
    port: 5175,
    root: fileURLToPath(new URL('.', import.meta.url)),
  }),
);
