import { useState, type ReactNode } from 'react';
import { Button, Label, Select as AriaSelect, SelectValue, Text } from 'react-aria-components';
import styled from 'styled-components';
import { AriaProviders } from './aria';
import { controlCss, FieldError, FieldLabel, RequiredMark } from './Field';
import { ChevronDownIcon } from './icons';
import { OptionsList, OptionsPopover, type Option } from './Listbox';
import { requiredMessage } from '../messages/common';

const Root = styled(AriaSelect)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  /* react-aria's hidden native select is as wide as its longest option: kept inside its (clipped)
     box, so long options never make a narrow page scroll sideways. */
  select {
    max-width: 100%;
  }
`;

const Trigger = styled(Button)<{ $invalid?: boolean }>`
  ${controlCss}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  text-align: start;
  cursor: pointer;
  [data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Hint = styled(Text)`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SelectProps {
  /** Visible label; also names the field in 'Campo {label} é requerido'. */
  label: string;
  options: readonly Option[];
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  hint?: ReactNode;
  /**
   * Required: once the user leaves it empty it says 'Campo {label} é requerido'. The queue and
   * my-requests filter forms leave this off (the spec skips the check there).
   */
  required?: boolean;
  /** A message from the form (wins over the required message). */
  error?: string;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  /**
   * Whether the user has left the field, from the form (react-hook-form's `fieldState.isTouched`):
   * a form reset then forgets it too. Without it the field keeps its own.
   */
  touched?: boolean;
  hideLabel?: boolean;
}

/** A single choice from a short list: a button opening a listbox (react-aria). */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder = 'Selecione uma opção',
  hint,
  required,
  error,
  disabled,
  name,
  onBlur,
  touched: touchedByForm,
  hideLabel,
}: SelectProps) {
  const [touchedHere, setTouched] = useState(false);
  const touched = touchedByForm ?? touchedHere;
  const message = error ?? (required && touched && !value ? requiredMessage(label) : undefined);
  return (
    <AriaProviders>
      <Root
        value={value === undefined ? undefined : value}
        onChange={(key) => onChange?.(key === null ? null : String(key))}
        placeholder={placeholder}
        isRequired={required}
        isInvalid={Boolean(message)}
        isDisabled={disabled}
        name={name}
        allowsEmptyCollection
        onBlur={() => {
          setTouched(true);
          onBlur?.();
        }}
      >
        <FieldLabel as={Label} className={hideLabel ? 'visually-hidden' : undefined}>
          {label}
          {required && <RequiredMark />}
        </FieldLabel>
        {hint && <Hint slot="description">{hint}</Hint>}
        <Trigger $invalid={Boolean(message)}>
          <SelectValue />
          <ChevronDownIcon />
        </Trigger>
        <FieldError>{message && <Text slot="errorMessage">{message}</Text>}</FieldError>
        <OptionsPopover>
          <OptionsList options={options} />
        </OptionsPopover>
      </Root>
    </AriaProviders>
  );
}
