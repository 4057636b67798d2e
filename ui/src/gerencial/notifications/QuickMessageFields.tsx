import { NOTIFICATION_TITLE_MAX_LENGTH } from '@portal/contracts/limits';
import { Controller, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { COMMON } from '../../messages/common';
import { Button } from '../../primitives/Button';
import { TextAreaField, TextField } from '../../primitives/TextField';
import { CpfListField } from './CpfListField';
import { SIMPLE_NOTIFICATION } from './messages';

const M = SIMPLE_NOTIFICATION;

export interface QuickMessageFieldsProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** The form's names for Título, CPFs and Descrição (form 1 and form 2 name them differently). */
  names: { title: Path<V>; cpfs: Path<V>; description: Path<V> };
  onCancel: () => void;
}

/**
 * The simple and mass pages' shared part: Título (50), the CPF list and Descrição (120), then
 * Enviar and Cancelar.
 */
export function QuickMessageFields<V extends FieldValues, O>({
  form,
  names,
  onCancel,
}: QuickMessageFieldsProps<V, O>) {
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: Path<V>) =>
    (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <>
      <TextField
        label={M.titleField}
        required
        maxLength={NOTIFICATION_TITLE_MAX_LENGTH}
        autoComplete="off"
        error={errorOf(names.title)}
        {...form.register(names.title)}
      />
      <Controller
        control={form.control}
        name={names.cpfs}
        render={({ field }) => (
          <CpfListField
            label={M.cpfs}
            required
            name={field.name}
            ref={field.ref}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorOf(names.cpfs)}
          />
        )}
      />
      <TextAreaField
        label={M.description}
        required
        maxLength={120}
        rows={3}
        error={errorOf(names.description)}
        {...form.register(names.description)}
      />
      <div className="actions">
        <Button type="submit" loading={isSubmitting}>
          {M.send}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {COMMON.cancel}
        </Button>
      </div>
    </>
  );
}
