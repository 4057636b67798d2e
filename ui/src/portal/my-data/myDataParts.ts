/** What the sections of 'Meus dados' share: their panel, and how an instant is written. */
import styled from 'styled-components';
import { formatDateTimeMinutes, parseApiDateTime } from '../../domain/dates';

/** One section of the page: a heading, its text, its controls. */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  > * {
    max-width: 100%;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** An instant of the API as DD/MM/YYYY HH:mm (its text as it came when it is not one). */
export const when = (value: string | null) => {
  const date = parseApiDateTime(value);
  return date ? formatDateTimeMinutes(date) : (value ?? '');
};
