import { useEffect, type FormEvent } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { TextField } from '../../primitives/TextField';
import { FormGrid } from '../shared/cards';
import { InfoTip } from '../shared/InfoTip';
import { RSS } from './messages';
import type { RssValues } from './rssValues';

const M = RSS;

export interface RssFormProps {
  form: UseFormReturn<RssValues>;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** Opened from a card's 'Editar' (whose button left with its tab): the keyboard starts here. */
  focusLink: boolean;
  onLinkFocused: () => void;
}

/** 'Cadastrar RSS' / 'Editar RSS': the feed's address and, only when editing, 'RSS Ativo'. */
export function RssForm({
  form,
  saving,
  onSubmit,
  onCancel,
  focusLink,
  onLinkFocused,
}: RssFormProps) {
  const id = useWatch({ control: form.control, name: 'id' });
  const editing = id !== null;

  useEffect(() => {
    if (!focusLink) return;
    form.setFocus('link');
    onLinkFocused();
  }, [focusLink, form, onLinkFocused]);
  const { errors } = form.formState;
  return (
    <FormGrid noValidate onSubmit={onSubmit} aria-label={editing ? M.editTab : M.formTab}>
      <div className="intro">
        <InfoTip label={M.shownInPortalButton} text={M.shownInPortal} />
      </div>
      <TextField
        label="Link do feed RSS"
        type="url"
        required
        placeholder="https://"
        maxLength={200}
        hint="O endereço é verificado antes de salvar: ele precisa oferecer um feed RSS."
        {...form.register('link')}
        error={errors.link?.message}
      />
      {editing && (
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Checkbox checked={field.value} onChange={field.onChange} onBlur={field.onBlur}>
              {M.activeLabel}
            </Checkbox>
          )}
        />
      )}
      <div className="buttons">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving}>
          {editing ? 'Alterar' : 'Cadastrar'}
        </Button>
      </div>
    </FormGrid>
  );
}
