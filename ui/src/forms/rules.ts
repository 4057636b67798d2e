import { z } from 'zod';
import { requiredMessage } from '../messages/common';

/** A rule of a field: the test and the spec's message when it fails. */
export type Rule<T = string> = readonly [test: (value: T) => boolean, message: string];

/**
 * A trimmed text field that reports only its first failing rule, so each field carries one
 * message (the form-level toast then lists each problem once).
 */
export function text(...rules: Rule[]) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const failed = rules.find(([test]) => !test(value));
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
    });
}

/** Same, without trimming (passwords are trimmed by the spec, but masks and dates need not be). */
export function raw(...rules: Rule[]) {
  return z.string().superRefine((value, ctx) => {
    const failed = rules.find(([test]) => !test(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
  });
}

/** Rule builders. */
export const filled = (message: string): Rule => [(v) => v.length > 0, message];
export const required = (label: string): Rule => filled(requiredMessage(label));
export const minLength = (min: number, message: string): Rule => [(v) => v.length >= min, message];
export const maxLength = (max: number, message: string): Rule => [(v) => v.length <= max, message];
export const between = (min: number, max: number, message: string): Rule => [
  (v) => v.length >= min && v.length <= max,
  message,
];
export const rule = (test: (value: string) => boolean, message: string): Rule => [test, message];
/** A rule that only applies when the field is not empty (optional fields). */
export const ifFilled = ([test, message]: Rule): Rule => [
  (v) => v.length === 0 || test(v),
  message,
];

/** 'O Campo deve possuir no máximo {max} caracteres.' (for limits the spec gives without words). */
export const maxMessage = (max: number) => `O Campo deve possuir no máximo ${max} caracteres.`;

/**
 * Runs an object-level rule even while other fields still fail (zod skips object refinements
 * by default), so a form shows every problem at once.
 */
export function whenFields<K extends string>(...keys: K[]) {
  return (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null;
    return value !== null && typeof value === 'object' && keys.every((key) => key in value);
  };
}
