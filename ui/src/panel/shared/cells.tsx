import styled from 'styled-components';

/** Values that read badly broken across lines (CPF, dates, 'Sem NPS'). */
export const Nowrap = styled.span`
  white-space: nowrap;
`;

/** A long column title that may wrap (table headers do not, by default). */
export const WrapHeader = styled.span`
  display: inline-block;
  min-width: 7rem;
  white-space: normal;
`;
