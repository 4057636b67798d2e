/**
 * Types of the contract's REST operations, read off the generated code: a handler's request body
 * and success answers are typed by its operationId, so a handler cannot drift from the contract.
 */
import type {
  components as ApiComponents,
  operations as ApiOperations,
} from '@portal/contracts/generated/api';
import type { operations as PanelOperations } from '@portal/contracts/generated/panel';

type Operations = ApiOperations & PanelOperations;
export type OperationId = keyof Operations;
export type Schemas = ApiComponents['schemas'];

type Responses<Id extends OperationId> = Operations[Id]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessStatus = 200 | 201 | 202;

/** A success answer of the operation: its status and the body the contract gives that status. */
export type Reply<Id extends OperationId> = {
  [Status in SuccessStatus & keyof Responses<Id>]: {
    status: Status;
    body: JsonOf<Responses<Id>[Status]>;
  };
}[SuccessStatus & keyof Responses<Id>];

/** The operation's JSON request body (unknown when it has none). */
export type RequestBody<Id extends OperationId> = Operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : Operations[Id] extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : unknown;
