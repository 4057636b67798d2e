/**
 * `npm run contract:verify -- --base-url URL [--graphql-url URL] [--panel-url URL]`: walks the
 * conformance tour against any backend and prints a pass/fail table; exits 1 when a step fails.
 * Run with `node --import tsx contracts/conformance/verify.ts`.
 */
import { parseArgs } from 'node:util';
import { formatReport } from './harness';
import { runTour } from './tour';

const usage = `usage: contract:verify -- --base-url URL [--graphql-url URL] [--panel-url URL]

  --base-url     REST API base URL (patient area and Portal Gerencial)
  --graphql-url  GraphQL endpoint (default: <base-url>/graphql)
  --panel-url    the control panel's provider API (default: <base-url>)`;

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'graphql-url': { type: 'string' },
    'panel-url': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || !values['base-url']) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const baseUrl = values['base-url'];
console.log(`Conformance tour against ${baseUrl}\n`);
const results = await runTour({
  baseUrl,
  graphqlUrl: values['graphql-url'],
  panelUrl: values['panel-url'],
  onResult: (r) => process.stderr.write(r.ok ? '.' : 'F'),
});
process.stderr.write('\n\n');
console.log(formatReport(results));
process.exit(results.every((r) => r.ok) ? 0 : 1);
