import { useId, useState } from 'react';
import styled from 'styled-components';

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  vertical-align: middle;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 100%;
  min-height: ${({ theme }) => theme.targetSize};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  text-align: start;
  overflow-wrap: anywhere;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
  .icon {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.5rem;
    height: 1.5rem;
    border: 2px solid currentColor;
    flex-shrink: 0;
    border-radius: 50%;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
`;

const Bubble = styled.span`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space(2)});
  inset-inline-start: 0;
  z-index: 2;
  width: max-content;
  max-width: min(20rem, 80vw);
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  &[hidden] {
    display: none;
  }
`;

/**
 * The screens' tooltip as a toggletip: a real button named by its visible `label` (Tab reaches it,
 * Enter or Space opens it, Esc or leaving closes it) whose `text` is also its description, so a
 * screen reader reads it on focus without opening it. Hovering shows it too.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const shown = open || hovered;
  return (
    <Wrapper
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) {
          event.stopPropagation();
          setOpen(false);
          setHovered(false);
        }
      }}
    >
      <Toggle
        type="button"
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onBlur={() => setOpen(false)}
      >
        <span className="icon" aria-hidden="true">
          i
        </span>
        {label}
      </Toggle>
      <Bubble id={id} role="note" hidden={!shown}>
        {text}
      </Bubble>
    </Wrapper>
  );
}
