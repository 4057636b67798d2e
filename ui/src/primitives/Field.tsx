import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Label, hint and error pieces every form control shares, so they look and read the same. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A field's error message; the id links it to the control through aria-describedby. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return <ErrorLine id={id}>{children}</ErrorLine>;
}

/** Required fields carry a visible asterisk; the control itself is aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" style={{ marginInlineStart: '0.25em' }}>
      *
    </span>
  );
}

/** The ids of a field's control, hint and error, and the aria-describedby joining them. */
export function useFieldIds(
  id?: string,
  { hint, error }: { hint?: unknown; error?: unknown } = {},
) {
  const generated = useId();
  const inputId = id ?? `campo-${generated}`;
  const hintId = `${inputId}-dica`;
  const errorId = `${inputId}-erro`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { inputId, hintId, errorId, describedBy: describedBy || undefined };
}

/** The shared look of text inputs, select triggers and text areas. */
export const controlCss = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.targetSize};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: ${({ $invalid }) => ($invalid ? '2px' : '1px')} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  &:focus-visible,
  &[data-focus-visible] {
    ${({ theme }) => theme.focusRing}
  }
  &:disabled,
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
