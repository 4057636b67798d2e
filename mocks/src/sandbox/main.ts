/** Entry of `npm start`: the sandbox server, then the URLs and demo accounts. */
import { startSandbox } from './server';
import { demoAccounts } from './demo-accounts';

const server = await startSandbox({ log: process.env.SANDBOX_LOG === '1' });
const address = server.address();
const port =
  typeof address === 'object' && address ? address.port : Number(process.env.PORT ?? 4173);
const origin = `http://localhost:${port}`;

console.log(`
Portal da Transparência — sandbox (mock backend over HTTP)

  Portal do paciente     ${origin}/
  Buscar solicitações    ${origin}/solicitacoes
  Portal Gerencial       ${origin}/clientes
  Painel de teleconsulta ${origin}/clientes/painel
  Contrato (docs)        ${origin}/contrato
  API REST               ${origin}/api/...

Contas de demonstração:
${demoAccounts.map((a) => `  ${a.who.padEnd(28)} ${a.login.padEnd(22)} ${a.password.padEnd(12)} ${a.state}`).join('\n')}

Ctrl+C para parar.`);
