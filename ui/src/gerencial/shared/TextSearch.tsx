import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useZodForm } from '../../forms/useZodForm';
import { Button } from '../../primitives/Button';
import { SearchIcon } from '../../primitives/icons';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextField } from '../../primitives/TextField';
import { useFormDraft } from '../session/useFormDraft';
import { SearchRow } from './cards';
import { SearchResults, type SearchResultsProps } from './SearchResults';

/** A search tab's query: the text searched ('' for everything) and the page. */
export interface TextQuery {
  text: string;
  page: number;
}

/** The search form's values: one text field. */
export type TextSearchSchema = z.ZodType<{ text: string }, { text: string }>;

export interface TextSearchProps<Item> extends Omit<
  SearchResultsProps<Item>,
  'searched' | 'page' | 'onPage'
> {
  query: TextQuery;
  onQuery: (query: TextQuery) => void;
  /** The field's rule and message (the screen's). */
  schema: TextSearchSchema;
  /** The field's label, e.g. 'Título da notícia'. */
  label: string;
  /** The search form's accessible name (the tab's). */
  searchName: string;
  /** Where the typed search is kept for the session (useFormDraft). */
  draftKey: string;
  /** The removal's confirmation, beside the results. */
  children?: ReactNode;
}

/**
 * A search tab of the Portal Gerencial searching by one text (news by title, feeds by link): the
 * field with 'Buscar' and, once something was searched, 'Limpar busca'; then the results.
 */
export function TextSearch<Item>({
  query,
  onQuery,
  schema,
  label,
  searchName,
  draftKey,
  children,
  ...results
}: TextSearchProps<Item>) {
  const form = useZodForm(schema, { defaultValues: { text: query.text } });
  useFormDraft(draftKey, form);
  return (
    <div>
      <SearchRow
        role="search"
        aria-label={searchName}
        noValidate
        onSubmit={submitWithToast(form, ({ text }) => onQuery({ text, page: 1 }))}
      >
        <TextField
          label={label}
          type="search"
          {...form.register('text')}
          error={form.formState.errors.text?.message}
        />
        <Button type="submit" icon={<SearchIcon />}>
          Buscar
        </Button>
        {query.text && (
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ text: '' });
              onQuery({ text: '', page: 1 });
            }}
          >
            Limpar busca
          </Button>
        )}
      </SearchRow>
      <SearchResults
        {...results}
        searched={query.text}
        page={query.page}
        onPage={(page) => onQuery({ ...query, page })}
      />
      {children}
    </div>
  );
}
