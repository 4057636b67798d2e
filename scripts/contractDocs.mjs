#!/usr/bin/env node
/**
 * `npm run contract:docs`: renders the published contract to static HTML in contracts/docs/ (served
 * by the sandbox at /contrato): both REST documents with Redocly, the GraphQL schema and stored
 * operations with a small renderer below, the conformance checks ('Conformidade', from the tour's
 * own catalogue), an index linking them, and the CSV template. Run with `node --import tsx`.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREAS, CHECKS } from '../contracts/conformance/checks/catalogue.ts';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  Kind,
  parse,
  print,
} from 'graphql';

const out = 'contracts/docs';
mkdirSync(out, { recursive: true });

const redocly = join('node_modules', '.bin', 'redocly');
for (const api of ['api', 'panel']) {
  const result = spawnSync(
    redocly,
    [
      'build-docs',
      api,
      '--config',
      'contracts/redocly.yaml',
      '--inlineBundle',
      '-o',
      join(out, `${api}.html`),
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
    },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stderr);
    console.error(`[contract:docs] redocly build-docs ${api} failed`);
    process.exit(result.status ?? 1);
  }
}

const esc = (s) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Escaped text with `code` spans, for descriptions. */
const md = (s) => esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');

/** A type reference with links to named types: `[QueueRow!]!`. */
const typeRef = (type) => {
  const text = String(type);
  const name = text.replace(/[[\]!]/g, '');
  return esc(text).replace(name, `<a href="#${name}">${name}</a>`);
};

const auth = (field) =>
  field.astNode?.directives?.some((d) => d.name.value === 'auth')
    ? ' <span class="tag">admin</span>'
    : '';

const args = (field) =>
  field.args?.length
    ? `<ul class="args">${field.args
        .map(
          (a) =>
            `<li><code>${esc(a.name)}: ${typeRef(a.type)}${
              a.defaultValue !== undefined ? ` = ${esc(JSON.stringify(a.defaultValue))}` : ''
            }</code>${a.description ? ` — ${md(a.description)}` : ''}</li>`,
        )
        .join('')}</ul>`
    : '';

const fieldsTable = (fields) =>
  `<table><thead><tr><th>field</th><th>type</th><th>description</th></tr></thead><tbody>${fields
    .map(
      (f) =>
        `<tr><td><code>${esc(f.name)}</code>${auth(f)}${args(f)}</td><td><code>${typeRef(
          f.type,
        )}${f.defaultValue !== undefined ? ` = ${esc(JSON.stringify(f.defaultValue))}` : ''}</code></td><td>${md(f.description)}</td></tr>`,
    )
    .join('')}</tbody></table>`;

const sdl = readFileSync('contracts/graphql/schema.graphql', 'utf8');
const schema = buildSchema(sdl);
const named = Object.values(schema.getTypeMap())
  .filter((t) => !t.name.startsWith('__') && !isSpecifiedScalarType(t))
  .filter((t) => t !== schema.getQueryType() && t !== schema.getMutationType())
  .sort((a, b) => a.name.localeCompare(b.name));

const kindOf = (t) =>
  isObjectType(t) ? 'type' : isInputObjectType(t) ? 'input' : isEnumType(t) ? 'enum' : 'scalar';

const typeSection = (t) => {
  let body = '';
  if (isObjectType(t) || isInputObjectType(t)) body = fieldsTable(Object.values(t.getFields()));
  else if (isEnumType(t))
    body = `<ul>${t
      .getValues()
      .map(
        (v) =>
          `<li><code>${esc(v.name)}</code>${v.description ? ` — ${md(v.description)}` : ''}</li>`,
      )
      .join('')}</ul>`;
  else if (isScalarType(t)) body = '';
  return `<section id="${t.name}"><h3><span class="kind">${kindOf(t)}</span> ${esc(t.name)}</h3>${
    t.description ? `<p>${md(t.description)}</p>` : ''
  }${body}</section>`;
};

const operations = readdirSync('contracts/graphql/operations')
  .filter((f) => f.endsWith('.graphql'))
  .sort()
  .flatMap((file) =>
    parse(readFileSync(join('contracts/graphql/operations', file), 'utf8')).definitions.map(
      (def) => ({ file, def }),
    ),
  )
  .filter(
    ({ def }) => def.kind === Kind.OPERATION_DEFINITION || def.kind === Kind.FRAGMENT_DEFINITION,
  );

const page = (title, body) => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 4rem; color: #1b1f24; line-height: 1.5; }
  a { color: #0b5cad; }
  code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
  pre { background: #f4f6f8; padding: 0.75rem; overflow-x: auto; border-radius: 4px; }
  table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1rem; }
  th, td { border: 1px solid #d0d7de; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
  th { background: #f4f6f8; }
  .kind { color: #6e4c9e; font-weight: normal; }
  .tag { background: #fff3cd; border: 1px solid #e0c36a; border-radius: 3px; font-size: 0.75em; padding: 0 0.3em; }
  ul.args { margin: 0.25rem 0 0; padding-left: 1.1rem; font-size: 0.9em; }
  nav ul { columns: 3; }
</style>
</head>
<body>
${body}
</body>
</html>
`;

const query = schema.getQueryType();
const mutation = schema.getMutationType();
writeFileSync(
  join(out, 'graphql.html'),
  page(
    'Portal da Transparência — GraphQL',
    `<p><a href="./">← Contrato</a></p>
<h1>Portal da Transparência — GraphQL</h1>
<p>${md(schema.description ?? '').replace(/\n\n/g, '</p><p>')}</p>
<p>Fields tagged <span class="tag">admin</span> need a Portal Gerencial token. Source: <code>contracts/graphql/schema.graphql</code>.</p>
<nav><h2>Contents</h2><ul>
<li><a href="#Query">Query</a></li><li><a href="#Mutation">Mutation</a></li><li><a href="#operations">Stored operations</a></li>
${named.map((t) => `<li><a href="#${t.name}">${esc(t.name)}</a></li>`).join('')}
</ul></nav>
<section id="Query"><h2>Query</h2>${fieldsTable(Object.values(query.getFields()))}</section>
<section id="Mutation"><h2>Mutation</h2>${fieldsTable(Object.values(mutation.getFields()))}</section>
<section id="operations"><h2>Stored operations</h2>
<p>The documents the screens send (<code>contracts/graphql/operations/</code>), by operation name.</p>
${operations
  .map(
    ({ file, def }) =>
      `<section id="op-${def.name.value}"><h3><span class="kind">${
        def.kind === Kind.FRAGMENT_DEFINITION ? 'fragment' : def.operation
      }</span> ${esc(def.name.value)} <small>(${esc(file)})</small></h3><pre>${esc(print(def))}</pre></section>`,
  )
  .join('\n')}
</section>
<h2>Types</h2>
${named.map(typeSection).join('\n')}`,
  ),
);

copyFileSync('contracts/csv/fila-exemplo.csv', join(out, 'fila-exemplo.csv'));

writeFileSync(
  join(out, 'conformidade.html'),
  page(
    'Portal da Transparência — Conformidade',
    `<h1>Conformidade</h1>
<p><a href="index.html">Contrato</a> › Conformidade</p>
<p>What <code>npm run contract:verify -- --base-url URL</code> asks of a backend. It has two parts:</p>
<ul>
  <li><strong>The contract:</strong> a scripted walk through every operation with the demo accounts (or
  the accounts given with <code>--patient-cpf</code>, <code>--admin-login</code>, <code>--panel-login</code>
  and their passwords); every answer must have the status the step expects and the shape the contract
  documents.</li>
  <li><strong>Behaviour:</strong> the ${CHECKS.length} checks below. Each failure is reported with the
  request that showed it.</li>
</ul>
<p><strong>Modes.</strong> By default the tour is read-only, and safe on a shared backend. Besides reads
it sends only logins (and the panel's logout of its own session), reads made with POST, removals and
changes of ids no row has (999999999), and the Google sign-in with an unsigned token (a backend that
wrongly accepts it may take it for a new account, <code>conformidade.google@example.com</code>). With
<code>--write</code> it also runs the checks marked <em>write</em> and the contract's create, update, send
and import steps, and calls every protected operation in the authentication checks. Everything it
creates is named <code>Conformidade &lt;run&gt;</code>, registered for removal as soon as the backend
answers its id, and removed at the end, even after a failure. The exception is the two queue rows of a
good import: the contract has no operation that removes queue rows. A check with nothing to look at is
reported as skipped, not passed.</p>
<p><strong>Output.</strong> A table per area (passed, failed, skipped with why). <code>--json FILE</code>
writes the same as JSON. The exit code is 1 on any failure.</p>
${Object.entries(AREAS)
  .map(
    ([area, title]) => `<h2 id="${area}">${esc(title)}</h2>
<table><thead><tr><th>check</th><th>mode</th><th>what the backend must do</th></tr></thead><tbody>
${CHECKS.filter((check) => check.area === area)
  .map(
    (check) =>
      `<tr><td><code>${esc(check.id)}</code><br>${esc(check.title)}</td><td>${check.mode}</td><td>${md(check.asks)}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`,
  )
  .join('\n')}
<h2>What the tour cannot check</h2>
<ul>
  <li>That a token expires at its time: it would have to wait for it. The end of a session is checked with
  the panel's logout instead.</li>
  <li>Google's own ID tokens: only the sandbox's stand-in signs tokens the tour can use; a real backend
  must verify Google's signature, <code>aud</code>, <code>exp</code> and <code>email_verified</code>.</li>
  <li>Rows it cannot see: privacy is checked over the public queue searches and the demo patient's own
  requests, not over every row of a municipality.</li>
  <li>The push notifications themselves: the tour sends them to the demo patient only with
  <code>--write</code>, and checks the answers, not a phone.</li>
</ul>`,
  ),
);

writeFileSync(
  join(out, 'index.html'),
  page(
    'Portal da Transparência — Contrato',
    `<h1>Portal da Transparência — Contrato</h1>
<p>The published contract of the portal: what the apps are generated against, what the mock backend
implements and what an integrator builds a backend from. Every call carries its session token only in
<code>Authorization: Bearer &lt;token&gt;</code>.</p>
<ul>
  <li><a href="api.html">REST API</a> — patient area and Portal Gerencial (OpenAPI 3.1, <code>contracts/openapi/api.yaml</code>)</li>
  <li><a href="panel.html">Panel provider API</a> — the control panel's own host (OpenAPI 3.1, <code>contracts/openapi/panel.yaml</code>)</li>
  <li><a href="graphql.html">GraphQL</a> — queue search, users, configuration, public pages (<code>contracts/graphql/</code>)</li>
  <li><a href="fila-exemplo.csv">Queue import template (CSV)</a> — UTF-8 with BOM, <code>;</code>, dates DD/MM/YYYY (<code>contracts/csv/</code>)</li>
</ul>
<h2>Realtime Database (control panel)</h2>
<table>
<thead><tr><th>path</th><th>content</th></tr></thead>
<tbody>
<tr><td><code>users/{cpf}/telessaude/sala</code></td><td>web room: protocol, pacNome, created_at, agoraSdk (canal, cpf, pacStreamId, pacienteNivelTransmissao, profissionalNivelTransmissao, funNome, updated_at)</td></tr>
<tr><td><code>sala_telessaude/{key}</code></td><td>app room: sala, pacCpf, pacNome, pacienteNivelTransmissao, funNome, profissionalNivelTransmissao, updated_at, created_at</td></tr>
<tr><td><code>telessaude-log/{cpf}/{YYYYMMDDHHmmssSSS}</code></td><td>movement: path, created_at (DD/MM/YYYY - HH:mm:ss:SSS), type (delete), subtype (reason)</td></tr>
</tbody>
</table>
<p>CPFs in paths are digits only; instants are ISO 8601 with offset. Schemas: <code>contracts/realtime/</code>.</p>
<h2>Conformance</h2>
<p>Check any backend against this contract: <code>npm run contract:verify -- --base-url URL [--graphql-url URL] [--panel-url URL] [--write] [--json FILE]</code>.
Every check it makes is listed in <a href="conformidade.html">Conformidade</a>.</p>`,
  ),
);

console.log(
  `[contract:docs] ${out}/index.html, api.html, panel.html, graphql.html, conformidade.html, fila-exemplo.csv`,
);
