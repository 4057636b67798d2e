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
import { useCardActions, type CardAction, type CardActionsOptions } from './useCardActions';

/** A search tab's query: the text searched ('' for everything) and the page. */
export interface TextQuery {
  text: string;
  page: number;
}

/** The search form's values: one text field. */
export type TextSearchSchema = z.ZodType<{ text: string }, { text: string }>;

/** What a result card gets to offer 'Editar' and 'Remover' (useCardActions). */
export interface CardControls<Item> {
  busy: CardAction | null;
  onEdit: (item: Item) => void;
  onRemove: (item: Item) => void;
}

export interface TextSearchProps<Item extends { id: number }> extends Omit<
  SearchResultsProps<Item>,
  'searched' | 'page' | 'onPage' | 'renderCard'
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
  /** The cards' Editar and Remover. */
  actions: CardActionsOptions<Item>;
  renderCard: (item: Item, controls: CardControls<Item>) => ReactNode;
}

/**
 * A search tab of the Portal Gerencial searching by one text (news by title, feeds by link): the
 * field with 'Buscar' and, once something was searched, 'Limpar busca'; then the result cards with
 * their Editar and Remover.
 */
export function TextSearch<Item extends { id: number }>({
  query,
  onQuery,
  schema,
  label,
  searchName,
  draftKey,
  actions,
  renderCard,
  ...results
}: TextSearchProps<Item>) {
  const form = useZodForm(schema, { defaultValues: { text: query.text } });
  useFormDraft(draftKey, form);
  const card = useCardActions(actions);
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
        renderCard={(item) =>
          renderCard(item, {
            busy: card.busyOn(item.id),
            onEdit: card.edit,
            onRemove: card.remove,
          })
        }
      />
      {card.modal}
    </div>
  );
}
