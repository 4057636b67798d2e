/**
 * `npm run contract:verify -- --base-url URL [options]`: walks the conformance tour against any
 * backend and prints the contract's steps and a table per area of behavioural checks; exits 1 when
 * anything failed. Run with `node --import tsx contracts/conformance/verify.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { formatTourReport, jsonReport, summarize } from './report';
import { DEMO, runTour } from './tour';

const usage = `usage: contract:verify -- --base-url URL [options]

  --base-url          REST API base URL (patient area and Portal Gerencial)
  --graphql-url       GraphQL endpoint (default: <base-url>/graphql)
  --panel-url         the control panel's provider API (default: <base-url>)
  --write             also run what creates data: the state and import checks and the contract's
                      create/update/delete steps (named 'Conformidade <run>', removed afterwards;
                      the good import is undone; both imports stay in the status list)
  --json FILE         write the whole report as JSON to FILE
  --patient-cpf, --patient-password   the patient account (default: the sandbox's demo patient)
  --admin-login, --admin-password     a Portal Gerencial admin (default: the demo admin)
  --panel-login, --panel-password     the panel operator (default: the demo operator)
  --other-admin-login, --other-admin-password
                      an admin of another municipality than the patient's (default: the demo's)

Read-only by default: safe to run against a shared backend.`;

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'graphql-url': { type: 'string' },
    'panel-url': { type: 'string' },
    write: { type: 'boolean' },
    json: { type: 'string' },
    'patient-cpf': { type: 'string' },
    'patient-password': { type: 'string' },
    'admin-login': { type: 'string' },
    'admin-password': { type: 'string' },
    'panel-login': { type: 'string' },
    'panel-password': { type: 'string' },
    'other-admin-login': { type: 'string' },
    'other-admin-password': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || !values['base-url']) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const baseUrl = values['base-url'];
const write = values.write ?? false;
console.log(`Conformance tour against ${baseUrl} (${write ? 'write' : 'read-only'})\n`);
const report = await runTour({
  baseUrl,
  graphqlUrl: values['graphql-url'],
  panelUrl: values['panel-url'],
  write,
  accounts: {
    patient: {
      cpf: values['patient-cpf'] ?? DEMO.patient.cpf,
      password: values['patient-password'] ?? DEMO.patient.password,
    },
    admin: {
      login: values['admin-login'] ?? DEMO.admin.login,
      password: values['admin-password'] ?? DEMO.admin.password,
    },
    panel: {
      login: values['panel-login'] ?? DEMO.panel.login,
      password: values['panel-password'] ?? DEMO.panel.password,
    },
    otherAdmin: {
      login: values['other-admin-login'] ?? DEMO.otherAdmin.login,
      password: values['other-admin-password'] ?? DEMO.otherAdmin.password,
    },
  },
  onResult: (r) => process.stderr.write(r.skipped ? 's' : r.ok ? '.' : 'F'),
  onCheck: (c) => process.stderr.write(c.status === 'pass' ? '+' : c.status === 'fail' ? 'X' : 's'),
});
process.stderr.write('\n\n');
console.log(formatTourReport(report));
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify(jsonReport(report), null, 2)}\n`);
}
process.exit(summarize(report).ok ? 0 : 1);
