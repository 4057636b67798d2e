import type { ReactNode, Ref } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import styled from 'styled-components';
import { FieldError } from './Field';
import { CheckIcon } from './icons';

const Label = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 1.5rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  .box {
    flex-shrink: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.375rem;
    height: 1.375rem;
    margin-top: 0.0625rem;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-selected] .box,
  &[data-indeterminate] .box {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] .box {
    ${({ theme }) => theme.focusRing}
  }
  &[data-invalid] .box {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.onDisabled};
  }
  &[data-disabled] .box {
    background: ${({ theme }) => theme.colors.disabled};
    border-color: ${({ theme }) => theme.colors.onDisabled};
  }
`;

export interface CheckboxProps {
  children: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** Some rows select in bulk: the header box shows a dash when only some are selected. */
  indeterminate?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  name?: string;
  value?: string;
  /** An accessible name when the visible label is not enough (e.g. 'Selecionar Notificação 007'). */
  'aria-label'?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLLabelElement>;
}

/** A checkbox with its label (react-aria: keyboard, focus ring, states). */
export function Checkbox({
  children,
  checked,
  defaultChecked,
  onChange,
  indeterminate,
  disabled,
  required,
  error,
  ...props
}: CheckboxProps) {
  return (
    <div>
      <Label
        isSelected={checked}
        defaultSelected={defaultChecked}
        onChange={onChange}
        isIndeterminate={indeterminate}
        isDisabled={disabled}
        isRequired={required}
        isInvalid={Boolean(error)}
        {...props}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className="box" aria-hidden="true">
              {isIndeterminate ? '–' : isSelected ? <CheckIcon width="1em" height="1em" /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </Label>
      <FieldError>{error}</FieldError>
    </div>
  );
}
