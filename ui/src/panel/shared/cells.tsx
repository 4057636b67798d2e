import styled from 'styled-components';

/**
 * Values that read badly broken across lines (CPF, dates, 'Sem NPS'). On a phone a value may still
 * break where it would otherwise stick out of its card (a CPF at 200 % text in 320 px).
 */
export const Nowrap = styled.span`
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

/** A long column title that may wrap (table headers do not, by default). */
export const WrapHeader = styled.span`
  display: inline-block;
  min-width: 7rem;
  white-space: normal;
`;
