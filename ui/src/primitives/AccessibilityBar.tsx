import styled from 'styled-components';
import { useAccessibility } from '../theme/ThemeProvider';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Control = styled.button`
  min-height: 2rem;
  min-width: 2.25rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.surface};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.onDisabled};
    background: ${({ theme }) => theme.colors.disabled};
    cursor: not-allowed;
  }
`;

/**
 * The public-service accessibility controls: 'Alto contraste' and A- / A / A+ font size. The choice
 * is kept in localStorage and applies to the whole page at once.
 */
export function AccessibilityBar() {
  const a11y = useAccessibility();
  return (
    <Bar role="group" aria-label="Acessibilidade">
      <Control type="button" aria-pressed={a11y.highContrast} onClick={a11y.toggleHighContrast}>
        Alto contraste
      </Control>
      <Control
        type="button"
        title="Diminuir fonte"
        disabled={!a11y.canDecreaseFont}
        onClick={a11y.decreaseFont}
      >
        A-<span className="visually-hidden"> Diminuir fonte</span>
      </Control>
      <Control
        type="button"
        title="Tamanho normal da fonte"
        disabled={a11y.fontScale === 1}
        onClick={a11y.resetFont}
      >
        A<span className="visually-hidden"> Tamanho normal da fonte</span>
      </Control>
      <Control
        type="button"
        title="Aumentar fonte"
        disabled={!a11y.canIncreaseFont}
        onClick={a11y.increaseFont}
      >
        A+<span className="visually-hidden"> Aumentar fonte</span>
      </Control>
      <span className="visually-hidden" aria-live="polite">
        Fonte em {Math.round(a11y.fontScale * 100)} %
      </span>
    </Bar>
  );
}
