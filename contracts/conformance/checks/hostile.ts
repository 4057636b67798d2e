/**
 * Hostile input, read-only: bodies past the contract's 1 MB (declared and streamed) and bodies that
 * name a prototype key. Every request here is refused or fails to log in: nothing is created.
 */
import { BODY_LIMIT_BYTES } from '../../src/limits';
import type { Credentials } from './auth';
import type { Answer, Checker, ProblemList } from './checker';
import { messageOf, statusProblem } from './checker';

/** `size` bytes of a JSON string, streamed in 64 kB chunks without a declared length. */
function streamedJson(size: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(new TextEncoder().encode('{"login":"'));
        sent = 10;
      } else if (sent < size) {
        controller.enqueue(chunk);
        sent += chunk.length;
      } else {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
      }
    },
  });
}

const JSON_TYPE = 'application/json';

function tooLarge(found: ProblemList, answer: Answer) {
  found.expect(
    answer,
    statusProblem(answer, [413]) ??
      (messageOf(answer.body) ? null : 'the 413 carries no message (mensagem, msg or error)'),
  );
}

export async function hostileChecks(checker: Checker, credentials: Credentials) {
  await checker.run('hostile.body-size', async (found) => {
    const over = `{"login":"${'a'.repeat(BODY_LIMIT_BYTES)}","password":"x"}`;
    tooLarge(
      found,
      await checker.send('api', 'POST', '/api/clients/login', {
        raw: { body: over, type: JSON_TYPE },
        as: 'anonymous, 1 MB + 30 bytes declared',
      }),
    );
    tooLarge(
      found,
      await checker.send('api', 'POST', '/api/clients/login', {
        raw: { body: streamedJson(8 * BODY_LIMIT_BYTES), type: JSON_TYPE },
        as: 'anonymous, 8 MB streamed without a length',
      }),
    );
    tooLarge(
      found,
      await checker.graphqlRaw(
        JSON.stringify({
          query: '{ queue_clients { cli_id } }',
          padding: 'a'.repeat(BODY_LIMIT_BYTES),
        }),
        JSON_TYPE,
        'anonymous, 1 MB of GraphQL',
      ),
    );
    // Within the limit the body is read: an ordinary refusal of a wrong login.
    const within = await checker.send('api', 'POST', '/api/clients/login', {
      raw: {
        body: `{"login":"${'a'.repeat(BODY_LIMIT_BYTES - 1024)}","password":"x"}`,
        type: JSON_TYPE,
      },
      as: 'anonymous, 1 MB − 1 kB',
    });
    found.expect(within, statusProblem(within, [400, 401, 429]));
  });

  await checker.run('hostile.prototype-key', async (found) => {
    const refused = (answer: Answer) => found.expect(answer, statusProblem(answer, [400]));
    for (const body of [
      `{"cpf":"${credentials.patient.cpf}","password":"x","__proto__":{"isAdmin":true}}`,
      `{"cpf":"${credentials.patient.cpf}","password":"x","a":{"constructor":{"prototype":{"isAdmin":true}}}}`,
    ])
      refused(
        await checker.send('api', 'POST', '/api/users/login', {
          raw: { body, type: JSON_TYPE },
          as: 'anonymous, a prototype key in the body',
        }),
      );
    refused(
      await checker.graphqlRaw(
        '{"query":"{ queue_clients { cli_id } }","variables":{"__proto__":{"roles":["ADMIN"]}}}',
        JSON_TYPE,
        'anonymous, __proto__ in the variables',
      ),
    );
    const upload = new FormData();
    // A query, not a mutation: read-only, nothing could be created even by a backend that let
    // the map through (the map is what a vulnerable parser follows, before any validation).
    upload.set(
      'operations',
      JSON.stringify({ query: 'query Conformidade { queue_clients { cli_id } }', variables: {} }),
    );
    upload.set('map', JSON.stringify({ 0: ['variables.__proto__.roles'] }));
    upload.set('0', new Blob(['x'], { type: 'image/png' }), 'x.png');
    refused(await checker.graphqlRaw(upload, null, 'anonymous, an upload mapped to __proto__'));
    // The backend still tells a right password from a wrong one.
    for (const [path, right, who] of [
      ['/api/users/login', credentials.patient, 'patient'],
      ['/api/clients/login', credentials.admin, 'admin'],
    ] as const) {
      const login = await checker.send('api', 'POST', path, { json: right, as: `${who}, after` });
      found.expect(login, statusProblem(login, [200]));
    }
  });
}
