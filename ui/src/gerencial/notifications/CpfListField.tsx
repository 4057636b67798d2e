import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { cleanCpfList, formatCpfList } from '../../domain/cpf';
import { TextAreaField } from '../../primitives/TextField';
import { CPF_LIST } from './messages';

const M = CPF_LIST;

/** Typing keeps digits and the separators people paste (dots, dashes, commas, spaces, lines). */
const keepCpfListCharacters = (value: string) => value.replace(/[^\d.,\-\s]/g, '');

export interface CpfListFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * CPFs separated by commas: leaving the field masks each complete CPF and drops repeats; below it
 * how many valid CPFs the list holds, said to screen readers when it changes.
 */
export function CpfListField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  ref,
}: CpfListFieldProps) {
  const { cpfs } = cleanCpfList(value);
  return (
    <div>
      <TextAreaField
        label={label}
        name={name}
        ref={ref}
        rows={3}
        required={required}
        hint={M.hint}
        error={error}
        filter={keepCpfListCharacters}
        value={value}
        autoComplete="off"
        spellCheck={false}
        inputMode="numeric"
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        onBlur={(event: FocusEvent<HTMLTextAreaElement>) => {
          const formatted = formatCpfList(event.target.value);
          if (formatted !== event.target.value) onChange(formatted);
          onBlur?.();
        }}
      />
      <p className="cpf-count" aria-live="polite">
        {cpfs.length > 0 ? M.count(cpfs.length) : ''}
      </p>
    </div>
  );
}

/** The field's rule beside the spec's 'required': every entry must be a valid CPF. */
export function invalidCpfsMessage(text: string): string | undefined {
  const { invalid } = cleanCpfList(text);
  return invalid.length ? M.invalid(invalid) : undefined;
}
