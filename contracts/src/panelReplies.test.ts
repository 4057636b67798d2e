import { describe, expect, it } from 'vitest';
import { listOperations } from './conformance/contract';
import { validateResponse } from './conformance/validator';
import { panelReplies, type PanelReplyOperation } from './panelReplies';

/**
 * The panel's zod schemas must say exactly what the OpenAPI document says about each 200 reply:
 * same verdict as ajv on the contract's example and on every broken variant of it (each field
 * dropped, nulled, or given another type; each list emptied or given a wrong item; the body's
 * top-level property set to null).
 */
const operations = listOperations('panel').filter((op) => op.operationId in panelReplies) as Array<
  ReturnType<typeof listOperations>[number] & { operationId: PanelReplyOperation }
>;

function exampleOf(op: (typeof operations)[number]): unknown {
  const responses = op.operation.responses as Record<
    string,
    { content?: Record<string, { example?: unknown }> }
  >;
  return responses['200']?.content?.['application/json']?.example;
}

type Json = unknown;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every path (as keys) to a value inside `value`, the root excluded. */
function paths(value: Json, at: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value))
    return value.flatMap((item, i) => [[...at, i], ...paths(item, [...at, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => [
      [...at, key],
      ...paths(child, [...at, key]),
    ]);
  return [];
}

type Node = Record<string | number, unknown> & unknown[];

function edit(
  value: Json,
  path: Array<string | number>,
  change: (parent: Node, key: string & number) => void,
) {
  const copy = clone(value);
  let parent = copy as Node;
  for (const key of path.slice(0, -1)) parent = parent[key as number] as Node;
  change(parent, path[path.length - 1] as string & number);
  return copy;
}

/** Broken (and a few still valid) variants of a body. */
function variants(body: Json): Array<{ name: string; body: Json }> {
  const out: Array<{ name: string; body: Json }> = [
    { name: 'null body', body: null },
    { name: 'empty object', body: {} },
    { name: 'a list', body: [] },
  ];
  for (const path of paths(body)) {
    const where = path.join('.');
    out.push(
      {
        name: `${where} removed`,
        body: edit(body, path, (p, k) => (Array.isArray(p) ? p.splice(k, 1) : delete p[k])),
      },
      { name: `${where} null`, body: edit(body, path, (p, k) => (p[k] = null)) },
      { name: `${where} a number`, body: edit(body, path, (p, k) => (p[k] = 12.5)) },
      { name: `${where} an integer`, body: edit(body, path, (p, k) => (p[k] = -3)) },
      { name: `${where} text`, body: edit(body, path, (p, k) => (p[k] = 'texto')) },
      { name: `${where} an object`, body: edit(body, path, (p, k) => (p[k] = {})) },
      { name: `${where} a list`, body: edit(body, path, (p, k) => (p[k] = [])) },
    );
  }
  return out;
}

describe('panel reply schemas agree with the OpenAPI contract', () => {
  it('covers every panel operation that answers JSON data', () => {
    expect(operations.map((op) => op.operationId).sort()).toEqual(Object.keys(panelReplies).sort());
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: same verdict as ajv on the example and its broken variants',
    (operationId, op) => {
      const example = exampleOf(op);
      expect(example, `${operationId} has an example`).toBeDefined();
      const schema = panelReplies[operationId];
      const verdicts = [{ name: 'the example', body: example }, ...variants(example)].map(
        ({ name, body }) => {
          const ajv =
            validateResponse({
              api: 'panel',
              method: op.method,
              path: op.path,
              status: 200,
              body,
              contentType: 'application/json',
            }).length === 0;
          return { name, ajv, zod: schema.safeParse(body).success };
        },
      );
      expect(verdicts[0]).toEqual({ name: 'the example', ajv: true, zod: true });
      expect(verdicts.filter((v) => v.ajv !== v.zod)).toEqual([]);
      // The variants are not all trivially valid or invalid: both verdicts occur.
      expect(verdicts.some((v) => !v.ajv)).toBe(true);
    },
  );

  it('refuses the replies the panel used to take for data', () => {
    expect(panelReplies.getTeleconsultLog.safeParse({ data: null }).success).toBe(false);
    expect(panelReplies.getRooms.safeParse({ data: null }).success).toBe(false);
    expect(panelReplies.getRoomsReport.safeParse({ data: null }).success).toBe(false);
    expect(panelReplies.getVideoCallLogs.safeParse({ data: null }).success).toBe(false);
  });
});
