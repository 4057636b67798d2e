import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from './Select';

export type ControlledSelectProps<Values extends FieldValues> = Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'touched' | 'error'
> & {
  control: Control<Values>;
  /** A field holding the chosen option's value ('' for none). */
  name: FieldPath<Values>;
};

/**
 * A Select bound to a form field: '' stands for no choice, and the field's touched state and
 * message (the schema's) are the Select's.
 */
export function ControlledSelect<Values extends FieldValues>({
  control,
  name,
  ...select
}: ControlledSelectProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          name={field.name}
          value={(field.value as string | undefined) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          touched={fieldState.isTouched}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
