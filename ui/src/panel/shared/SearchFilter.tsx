import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { buildWhereKey } from '../../domain/panel';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { SearchIcon } from '../../primitives/icons';
import { PANEL } from './messages';
import type { WhereKey } from './usePagedList';
import { TEXTS } from '../texts';

const Form = styled.form`
  display: grid;
  grid-template-columns: auto minmax(12rem, 16rem) minmax(12rem, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    align-items: stretch;
  }
`;

export interface SearchFilterProps {
  /** The selector's fields: label shown and key sent in whereKey. */
  fields: readonly { label: string; key: string }[];
  onSearch: (where: WhereKey) => void;
}

/**
 * The log and history filter: clean, a field selector, the text and search (Enter searches too).
 * With no field chosen, or no text, no filter is sent. It stays usable while a list loads: a new
 * search simply supersedes the call under way.
 */
export function SearchFilter({ fields, onSearch }: SearchFilterProps) {
  const [field, setField] = useState<string | null>(null);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() ? buildWhereKey(field, text) : null);
  };
  const clean = () => {
    setField(null);
    setText('');
    onSearch(null);
  };
  return (
    <Form role="search" aria-label={TEXTS.filter.legend} onSubmit={submit}>
      <Button variant="secondary" onClick={clean}>
        {TEXTS.filter.clean}
      </Button>
      <Select
        label={TEXTS.filter.field}
        placeholder={PANEL.filter.placeholderField}
        options={fields.map(({ key, label }) => ({ value: key, label }))}
        value={field}
        onChange={setField}
      />
      <TextField
        label={TEXTS.filter.text}
        type="search"
        placeholder={PANEL.filter.placeholderText}
        value={text}
        onChange={(event) => setText(event.target.value)}
        enterKeyHint="search"
      />
      <Button type="submit" icon={<SearchIcon />}>
        {TEXTS.filter.search}
      </Button>
    </Form>
  );
}
