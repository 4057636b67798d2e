import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import styled from 'styled-components';

const Root = styled(AriaSwitch)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  cursor: pointer;
  .track {
    flex-shrink: 0;
    position: relative;
    width: 3rem;
    height: 1.75rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    transition: background 0.15s;
  }
  .thumb {
    position: absolute;
    top: 0.125rem;
    left: 0.125rem;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
    transition: transform 0.15s;
  }
  &[data-selected] .track {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-selected] .thumb {
    transform: translateX(1.25rem);
    background: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-focus-visible] .track {
    ${({ theme }) => theme.focusRing}
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.7;
  }
  .state {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    min-width: 5.5rem;
  }
`;

export interface SwitchProps {
  /** The question or setting the switch answers. */
  children: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** The words for on and off, shown beside the switch. */
  onLabel?: string;
  offLabel?: string;
}

/**
 * An on/off switch ('Ligado' / 'Desligado' beside it). role="switch" with aria-checked comes from
 * react-aria; Space toggles it.
 */
export function Switch({
  children,
  checked,
  defaultChecked,
  onChange,
  disabled,
  onLabel = 'Ligado',
  offLabel = 'Desligado',
}: SwitchProps) {
  return (
    <Root
      isSelected={checked}
      defaultSelected={defaultChecked}
      onChange={onChange}
      isDisabled={disabled}
    >
      {({ isSelected }) => (
        <>
          <span>{children}</span>
          <span className="track" aria-hidden="true">
            <span className="thumb" />
          </span>
          <span className="state" aria-hidden="true">
            {isSelected ? onLabel : offLabel}
          </span>
        </>
      )}
    </Root>
  );
}
