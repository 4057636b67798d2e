/** The part of a JSON Schema a backend checks of a request body before any work (bodyRules.ts). */
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

export interface BodySchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, BodySchema>;
  items?: BodySchema;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  /** The contract's message for this field past its limits (the spec's, where it has one). */
  'x-message'?: string;
}
