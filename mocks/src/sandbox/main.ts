/**
 * Entry of `npm start` (and of Playwright's web server): the sandbox over HTTP and the realtime
 * database beside it, then the URLs and demo accounts. Env: PORT (4173), REALTIME_PORT (9000;
 * `off` disables it), SANDBOX_DATA_DIR (.sandbox-data), SANDBOX_FRESH=1 (start from the seed),
 * SANDBOX_LOG=1 (log requests), HOST (the loopback by default), SANDBOX_ORIGINS (more origins
 * CORS allows, comma-separated), SANDBOX_ALLOW_RESET=1 (POST /__sandbox/reset open to all),
 * SANDBOX_GOOGLE_STAND_IN=1 (opens the Google stand-in's token door; `npm start` sets it).
 */
import { setRealtimeTokenIssuer } from '../handlers/panelRealtime';
import { startRealtime, type RealtimeServer } from '../realtime/server';
import { loadRealtimeSecret } from '../realtime/token';
import { demoAccounts } from './demoAccounts';
import { dataDir, stateFile } from './persistence';
import { startSandbox } from './server';

const realtimePortSetting = process.env.REALTIME_PORT ?? '9000';
let realtime: RealtimeServer | null = null;
if (realtimePortSetting !== 'off') {
  try {
    // The token secret is kept in the data dir (made at the first start); the panel's login hands
    // out tokens signed with it.
    const server = await startRealtime({
      port: Number(realtimePortSetting),
      secret: loadRealtimeSecret(dataDir()),
    });
    setRealtimeTokenIssuer((uid) => server.issueToken(uid));
    realtime = server;
  } catch (error) {
    console.warn(
      `[sandbox] o banco de dados em tempo real não iniciou na porta ${realtimePortSetting} (${(error as Error).message}); defina REALTIME_PORT.`,
    );
  }
}

const googleStandIn = process.env.SANDBOX_GOOGLE_STAND_IN === '1';
const sandbox = await startSandbox({
  googleStandIn,
  log: process.env.SANDBOX_LOG === '1',
  fresh: process.env.SANDBOX_FRESH === '1',
  realtimeUrl: () => realtime?.databaseURL ?? null,
  realtimeStartedAt: () => realtime?.startedAt ?? null,
});
const address = sandbox.server.address();
const port =
  typeof address === 'object' && address ? address.port : Number(process.env.PORT ?? 4173);
const origin = `http://localhost:${port}`;

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  sandbox.flush();
  await Promise.allSettled([sandbox.close(), realtime?.close()]);
  process.exit(signal === 'SIGINT' ? 130 : 0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

console.log(`
Portal da Transparência — sandbox (mock backend over HTTP)

  Portal do paciente     ${origin}/
  Buscar solicitações    ${origin}/solicitacoes
  Portal Gerencial       ${origin}/clientes
  Painel de teleconsulta ${origin}/clientes/painel
  Contrato (docs)        ${origin}/contrato
  Storybook (telas)      ${origin}/storybook/
  API REST               ${origin}/api/...
  GraphQL                ${origin}/graphql
  Tempo real (Firebase)  ${realtime?.databaseURL ?? 'desligado'}
  Google (substituto)    ${googleStandIn ? `ligado: ${origin}/__sandbox/google/token assina um token para qualquer e-mail (só para testes locais)` : 'desligado (SANDBOX_GOOGLE_STAND_IN=1 liga)'}
  Estado salvo em        ${stateFile()}  (npm run sandbox:reset volta ao seed)

Contas de demonstração:
${demoAccounts.map((a) => `  ${a.who.padEnd(28)} ${a.login.padEnd(22)} ${a.password.padEnd(12)} ${a.state}`).join('\n')}

Ctrl+C para parar.`);
