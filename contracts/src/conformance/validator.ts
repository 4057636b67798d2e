/**
 * Validates REST responses (and request bodies) against the OpenAPI contract with ajv (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1). Answers readable errors, e.g.
 * `GET /api/noticias → 200: body.rows[0] must have required property 'titulo'`; an empty list means
 * the exchange conforms. Used by the conformance tour and by the mock backend's tests.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  findOperation,
  openApiDocument,
  pointerSegment,
  resolveRef,
  type ApiName,
  type OperationInfo,
} from './contract';

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

function validatorAt(api: ApiName, pointer: string): ValidateFunction {
  const key = `${api}#${pointer}`;
  let fn = compiled.get(key);
  if (fn) return fn;
  if (!ajv) {
    // strict off: OpenAPI documents carry keywords JSON Schema does not know (x-inferred, example).
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
  }
  if (!ajv.getSchema(`${api}.yaml`)) ajv.addSchema(openApiDocument(api), `${api}.yaml`);
  fn = ajv.compile({ $ref: `${api}.yaml#${pointer}` });
  compiled.set(key, fn);
  return fn;
}

/** `/rows/0/titulo` → `body.rows[0].titulo`. */
function location(root: string, instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .reduce((acc, seg) => {
      const key = seg.replace(/~1/g, '/').replace(/~0/g, '~');
      return /^\d+$/.test(key) ? `${acc}[${key}]` : `${acc}.${key}`;
    }, root);
}

function readable(root: string, errors: readonly ErrorObject[]): string[] {
  const lines = errors
    // A failed oneOf also lists each branch's failure; the branch summary is the useful line.
    .filter((e) => e.keyword !== 'if')
    .map((e) => {
      const where = location(root, e.instancePath);
      if (e.keyword === 'required')
        return `${where} must have required property '${String(e.params.missingProperty)}'`;
      if (e.keyword === 'enum')
        return `${where} must be one of ${JSON.stringify(e.params.allowedValues)}`;
      if (e.keyword === 'additionalProperties')
        return `${where} must not have property '${String(e.params.additionalProperty)}'`;
      return `${where} ${e.message ?? 'is invalid'}`;
    });
  return [...new Set(lines)];
}

export interface ResponseSample {
  api: ApiName;
  method: string;
  /** Concrete path (or full URL) of the request, e.g. `/api/noticias/10?x=1`. */
  path: string;
  status: number;
  /** Parsed JSON body, the text of a text body, or undefined for none. */
  body: unknown;
  /** The response's Content-Type, when known. */
  contentType?: string | null;
}

const mediaOf = (contentType: string | null | undefined) =>
  contentType ? contentType.split(';')[0]!.trim().toLowerCase() : undefined;

function responseOf(op: OperationInfo, status: number) {
  const responses = (op.operation.responses ?? {}) as Record<string, unknown>;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return undefined;
  return resolveRef(op.api, responses[key], `${op.pointer}/responses/${pointerSegment(key)}`);
}

/** Errors of one response against the contract; empty when it conforms. */
export function validateResponse(sample: ResponseSample): string[] {
  const method = sample.method.toUpperCase();
  const op = findOperation(sample.api, sample.method, sample.path);
  if (!op) return [`${method} ${sample.path} is not an operation of the ${sample.api} contract`];
  const label = `${method} ${op.path} → ${sample.status}`;
  const response = responseOf(op, sample.status);
  if (!response) {
    const documented = Object.keys((op.operation.responses ?? {}) as object).join(', ');
    return [`${label}: status ${sample.status} is not documented (documented: ${documented})`];
  }
  const content = response.value.content as Record<string, { schema?: unknown }> | undefined;
  if (!content) {
    return sample.body === undefined || sample.body === '' || sample.body === null
      ? []
      : [`${label}: the contract documents no body for this status`];
  }
  const declared = Object.keys(content);
  const media = mediaOf(sample.contentType);
  const chosen = media ? declared.find((d) => d.toLowerCase() === media) : declared[0];
  if (!chosen) {
    return [
      `${label}: Content-Type ${media} is not documented (documented: ${declared.join(', ')})`,
    ];
  }
  if (!content[chosen]!.schema) return [];
  if (!/json/.test(chosen)) {
    // Text and binary bodies: the media type is the contract; a text schema can still be checked.
    return typeof sample.body === 'string' ||
      sample.body instanceof Uint8Array ||
      sample.body === undefined
      ? []
      : [`${label}: expected a ${chosen} body`];
  }
  if (sample.body === undefined) return [`${label}: expected a JSON body`];
  const validate = validatorAt(
    sample.api,
    `${response.pointer}/content/${pointerSegment(chosen)}/schema`,
  );
  return validate(sample.body) ? [] : readable(`${label}: body`, validate.errors ?? []);
}

/** Errors of a JSON request body against the operation's requestBody schema. */
export function validateRequestBody(
  api: ApiName,
  method: string,
  path: string,
  body: unknown,
): string[] {
  const op = findOperation(api, method, path);
  if (!op) return [`${method.toUpperCase()} ${path} is not an operation of the ${api} contract`];
  const label = `${method.toUpperCase()} ${op.path} request`;
  if (!op.operation.requestBody) return [];
  const requestBody = resolveRef(api, op.operation.requestBody, `${op.pointer}/requestBody`);
  const content = requestBody.value.content as Record<string, unknown> | undefined;
  if (!content?.['application/json']) return [];
  const validate = validatorAt(api, `${requestBody.pointer}/content/application~1json/schema`);
  return validate(body) ? [] : readable(`${label}: body`, validate.errors ?? []);
}
