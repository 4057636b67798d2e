import styled from 'styled-components';

/** A list's size, announced politely when it changes (rooms come and go in real time). */
export const Count = styled.p.attrs({ 'aria-live': 'polite', 'aria-atomic': true })`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
