/**
 * The immediate filter as the API reads it: the typed values (DD/MM/YYYY dates, masked CPF) become
 * yyyy-MM-dd dates and CPF digits, and blank texts are left out.
 */
import { defaultFilterRange, displayDateToApi } from '../../../domain/dates';
import { onlyDigits } from '../../../domain/digits';
import { type ImmediateFilterValues } from './schema';

export interface ImmediateQuery {
  title?: string;
  cpf?: string;
  name?: string;
  interactions: number[];
  /** yyyy-MM-dd */
  startDate: string;
  /** yyyy-MM-dd */
  endDate: string;
}

/** The filter's opening values: every text blank, 25 days back to today, no interaction chosen. */
export function defaultFilterValues(now: Date = new Date()): ImmediateFilterValues {
  const { start, end } = defaultFilterRange(now);
  return { title: '', cpf: '', name: '', startDate: start, endDate: end, interactions: [] };
}

/** Valid filter values (the schema passed) as the list's query. */
export function toImmediateQuery(values: ImmediateFilterValues): ImmediateQuery {
  const title = values.title.trim();
  const name = values.name.trim();
  const cpf = onlyDigits(values.cpf);
  return {
    ...(title ? { title } : {}),
    ...(cpf ? { cpf } : {}),
    ...(name ? { name } : {}),
    interactions: [...values.interactions].sort((a, b) => a - b),
    startDate: displayDateToApi(values.startDate) ?? '',
    endDate: displayDateToApi(values.endDate) ?? '',
  };
}
