import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { FieldError, FieldLabel } from './Field';

const Group = styled(AriaRadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  }
  &[data-orientation='vertical'] .options {
    flex-direction: column;
  }
`;

const Option = styled(Radio)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 1.5rem;
  cursor: pointer;
  &::before {
    content: '';
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-sizing: border-box;
  }
  &[data-selected]::before {
    border: 0.375rem solid ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible]::before {
    ${({ theme }) => theme.focusRing}
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.onDisabled};
  }
`;

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  required?: boolean;
  error?: string;
  name?: string;
}

/** A labelled group of radio buttons; arrow keys move between options (react-aria). */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  orientation = 'horizontal',
  disabled,
  required,
  error,
  name,
}: RadioGroupProps) {
  return (
    <Group
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      orientation={orientation}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={Boolean(error)}
      name={name}
    >
      <FieldLabel as={Label}>{label}</FieldLabel>
      <div className="options">
        {options.map((option) => (
          <Option key={option.value} value={option.value} isDisabled={option.disabled}>
            {option.label}
          </Option>
        ))}
      </div>
      <FieldError>{error}</FieldError>
    </Group>
  );
}
