import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { failureMessage } from '../../api/failureMessage';
import { COMMON } from '../../messages/common';
import { Button } from '../../primitives/Button';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextAreaField, TextField } from '../../primitives/TextField';
import { toast } from '../../primitives/toast';
import { useFormDraft } from '../session/useFormDraft';
import { useSaveBot, type Bot } from './api';
import { BOT } from './messages';
import { blipBotSchema } from './schema';

const M = BOT;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 40rem;
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/** The form's values: the bot's id (0 on create) beside the schema's fields. */
const valuesSchema = (editing: boolean) =>
  blipBotSchema({ editing }).extend({ id: z.number().int() });
type Values = z.input<ReturnType<typeof valuesSchema>>;
type Output = z.output<ReturnType<typeof valuesSchema>>;

// The key is checked only on create (it cannot change), so the schema follows the id.
const resolver: Resolver<Values, unknown, Output> = (values, context, options) =>
  zodResolver(valuesSchema(values.id > 0))(values, context, options);

export const valuesOf = (bot?: Bot): Values => ({
  id: bot?.bbo_id ?? 0,
  name: bot?.bbo_name ?? '',
  blipKey: bot?.bbo_blip_key ?? '',
  description: bot?.bbo_description ?? '',
});

/** A bot as a draft restored after a re-login describes it (edit mode when it has an id). */
export const botOf = (values: Partial<Values>): Bot => ({
  bbo_id: values.id ?? 0,
  bbo_name: values.name ?? '',
  bbo_blip_key: values.blipKey ?? '',
  bbo_description: values.description ?? '',
});

export interface BotFormProps {
  /** The bot being edited (from a card), or none to create one. */
  bot?: Bot;
  /** After a confirmed update or Cancelar while editing: back to the search. */
  onDone: () => void;
  /** A draft restored after a re-login was an edit. */
  onRestoreEdit: (bot: Bot) => void;
}

/**
 * 'Cadastrar Blip Bot' / 'Editar Blip Bot': Nome do Bot, Blip Key (fixed once the bot exists) and
 * Descrição (160, counted). What was typed stays after a failed save.
 */
export function BotForm({ bot, onDone, onRestoreEdit }: BotFormProps) {
  const editing = Boolean(bot && bot.bbo_id > 0);
  const formId = useId();
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: valuesOf(bot),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useFormDraft('gerencial.bots.form', form, {
    onRestore: (values) => {
      if ((values.id ?? 0) > 0 && values.id !== bot?.bbo_id) onRestoreEdit(botOf(values));
    },
  });
  const save = useSaveBot();
  const { errors, isSubmitting } = form.formState;

  const submit = submitWithToast(form, async (values) => {
    try {
      await save({
        bbo_id: editing ? values.id : 0,
        bbo_name: values.name,
        bbo_blip_key: editing ? (bot?.bbo_blip_key ?? values.blipKey) : values.blipKey,
        bbo_description: values.description || null,
      });
    } catch (error) {
      toast.error(failureMessage(error, COMMON.serverError));
      return;
    }
    toast.success(editing ? M.updated : M.saved);
    form.reset(valuesOf());
    if (editing) onDone();
  });

  const cancel = () => {
    form.reset(valuesOf());
    if (editing) onDone();
  };

  return (
    <Form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${formId}-titulo`}
      data-modo={editing ? 'edicao' : 'cadastro'}
    >
      <h2 id={`${formId}-titulo`} className="visually-hidden">
        {editing ? M.editTab : M.createTab}
      </h2>
      <TextField
        label={M.name}
        required
        maxLength={90}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={M.key}
        required={!editing}
        maxLength={90}
        autoComplete="off"
        spellCheck={false}
        hint={M.keyHint}
        disabled={editing}
        error={errors.blipKey?.message}
        {...form.register('blipKey')}
      />
      <TextAreaField
        label={M.description}
        maxLength={160}
        rows={3}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="actions">
        <Button type="submit" loading={isSubmitting}>
          {editing ? 'Alterar' : 'Cadastrar'}
        </Button>
        <Button variant="secondary" onClick={cancel} disabled={isSubmitting}>
          {COMMON.cancel}
        </Button>
      </div>
    </Form>
  );
}
