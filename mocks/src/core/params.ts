/** Reading query parameters and paging, the same way in every handler. */
import { badRequest } from './http';

/** An integer parameter; absent gives `fallback`, a non-integer or one below `min` is a 400. */
export function intParam(
  query: URLSearchParams,
  name: string,
  options: { fallback?: number; min?: number; max?: number; message?: string } = {},
): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return options.fallback;
  const value = Number(raw);
  const min = options.min ?? Number.MIN_SAFE_INTEGER;
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badRequest(options.message ?? `O parâmetro ${name} é inválido.`);
  }
  return value;
}

export function boolParam(query: URLSearchParams, name: string): boolean | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  return raw === 'true' || raw === '1';
}

/** A text parameter, trimmed; empty is undefined. */
export function textParam(query: URLSearchParams, name: string): string | undefined {
  const raw = query.get(name)?.trim();
  return raw ? raw : undefined;
}

/** limit and offset as the contract defines them (limit 0..100, default 10; offset >= 0). */
export function paging(query: URLSearchParams, defaultLimit = 10) {
  const message = 'limit e offset não podem ser negativos.';
  return {
    limit: intParam(query, 'limit', {
      fallback: defaultLimit,
      min: 0,
      max: 100,
      message,
    }) as number,
    offset: intParam(query, 'offset', { fallback: 0, min: 0, message }) as number,
  };
}

/**
 * One page of `rows`. A negative or fractional limit or offset is a 400 (a negative offset would
 * otherwise count from the end, answering the last rows).
 */
export function page<T>(rows: readonly T[], limit: number, offset: number) {
  if (![limit, offset].every((n) => Number.isInteger(n) && n >= 0))
    throw badRequest('limit e offset não podem ser negativos.');
  return { count: rows.length, rows: rows.slice(offset, offset + limit) };
}

/** Case- and accent-insensitive "contains". */
export function matches(haystack: string | null | undefined, needle: string | undefined): boolean {
  if (!needle) return true;
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return fold(haystack ?? '').includes(fold(needle));
}
