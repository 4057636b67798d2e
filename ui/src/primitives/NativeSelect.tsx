import styled from 'styled-components';
import { controlCss, FieldError, FieldHint, FieldLabel, FieldRoot, useFieldIds } from './Field';
import { ChevronDownIcon } from './icons';
import type { SelectProps } from './Select';

const Control = styled.div`
  position: relative;
  display: flex;
  svg {
    position: absolute;
    inset-block: 0;
    inset-inline-end: ${({ theme }) => theme.space(3)};
    margin-block: auto;
    pointer-events: none;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const SelectBox = styled.select<{ $invalid?: boolean }>`
  ${controlCss}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.targetSize};
  text-overflow: ellipsis;
  cursor: pointer;
  &:has(option[value='']:checked) {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  option {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The props of `Select` (a type only: react-aria stays out of the bundle) but the required message,
 * which the filter forms using this do not show, and an id. `placeholder` is the empty choice's
 * text; `error`, a message from the form, makes the field invalid and describes it.
 */
export type NativeSelectProps = Pick<
  SelectProps,
  | 'label'
  | 'options'
  | 'value'
  | 'onChange'
  | 'placeholder'
  | 'hint'
  | 'error'
  | 'disabled'
  | 'name'
> & { id?: string };

/**
 * A single choice from a list, as the browser's own `<select>`: the phone's picker on a phone,
 * type-ahead on a keyboard, and no script to load or run before it works. The queue search's
 * filter uses it: react-aria's combobox cost the first visit of /solicitacoes a chunk of its own,
 * the first `Intl` call and main-thread time on a slow phone.
 */
export function NativeSelect({
  label,
  options,
  value,
  onChange,
  placeholder = 'Selecione uma opção',
  hint,
  error,
  disabled,
  name,
  id,
}: NativeSelectProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <FieldRoot>
      <FieldLabel htmlFor={ids.inputId}>{label}</FieldLabel>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <Control>
        <SelectBox
          id={ids.inputId}
          name={name}
          value={value ?? ''}
          onChange={(event) => onChange?.(event.target.value === '' ? null : event.target.value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          $invalid={Boolean(error)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </SelectBox>
        <ChevronDownIcon aria-hidden="true" />
      </Control>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </FieldRoot>
  );
}
