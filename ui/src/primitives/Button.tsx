import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { InlineSpinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

function variantStyles(theme: DefaultTheme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.primary};
        color: ${colors.onPrimary};
        border-color: ${colors.primary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.primaryDark};
          border-color: ${colors.primaryDark};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        color: ${colors.onDanger};
        border-color: ${colors.danger};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.dangerDark};
          border-color: ${colors.dangerDark};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.surface};
        color: ${colors.primary};
        border-color: ${colors.primary};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.primaryLight};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.primary};
        border-color: transparent;
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.primaryLight};
        }
      `;
  }
}

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: 'sm' | 'md';
  $full: boolean;
  $iconOnly?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $size, theme }) => ($size === 'sm' ? '2rem' : theme.targetSize)};
  min-width: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.75rem')};
  padding: 0
    ${({ theme, $size, $iconOnly }) => ($iconOnly ? 0 : theme.space($size === 'sm' ? 2 : 5))};
  width: ${({ $full }) => ($full ? '100%' : 'auto')};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  line-height: 1.2;
  cursor: pointer;
  text-decoration: none;
  ${({ theme, $variant }) => variantStyles(theme, $variant)}
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.onDisabled};
    border-color: ${({ theme }) => theme.colors.disabled};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /**
   * Busy (e.g. while a call runs): a spinner beside the label, `aria-busy`, and it does nothing
   * when pressed. It stays focusable (`aria-disabled`, not `disabled`): a keyboard user who pressed
   * it keeps their place, where a disabled button would drop the focus to the page.
   */
  loading?: boolean;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A busy button is `aria-disabled` rather than `disabled`, so it keeps the focus; a press while
 * busy is cancelled (which also stops a submit button's form, implicit submission included).
 */
function busyProps(
  loading: boolean,
  disabled: boolean | undefined,
  onClick: ButtonProps['onClick'],
): Pick<ButtonProps, 'disabled' | 'onClick' | 'aria-disabled' | 'aria-busy'> {
  const busy = loading && !disabled;
  return {
    disabled,
    'aria-disabled': busy || undefined,
    'aria-busy': loading || undefined,
    onClick: busy ? (event) => event.preventDefault() : onClick,
  };
}

/** The product's button: primary, secondary, danger (destructive) or ghost; type="button" unless told. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  fullWidth = false,
  type = 'button',
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $full={fullWidth}
      {...props}
      {...busyProps(loading, disabled, onClick)}
    >
      {loading ? <InlineSpinner /> : icon}
      {children}
    </StyledButton>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'fullWidth'> {
  /** The accessible name (also the tooltip). */
  label: string;
  children: ReactNode;
}

/** A square button showing only an icon; `label` names it for screen readers and as tooltip. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  loading = false,
  type = 'button',
  disabled,
  onClick,
  ...props
}: IconButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $full={false}
      $iconOnly
      aria-label={label}
      title={label}
      {...props}
      {...busyProps(loading, disabled, onClick)}
    >
      {loading ? <InlineSpinner /> : children}
    </StyledButton>
  );
}
