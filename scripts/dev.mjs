#!/usr/bin/env node
/** `npm run dev`: the three apps on Vite dev servers with the mock backend in the browser (MSW). */
import { createServer } from 'vite';

process.env.VITE_MOCKS = process.env.VITE_MOCKS ?? 'browser';
const apps = [
  ['portal', 'Portal do paciente'],
  ['gerencial', 'Portal Gerencial'],
  ['panel', 'Painel de teleconsulta'],
];
for (const [app, label] of apps) {
  const server = await createServer({ configFile: `apps/${app}/vite.config.ts` });
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  console.log(`${label.padEnd(24)} ${url}`);
}
console.log('\nMocks no navegador (MSW). Ctrl+C para parar.');
