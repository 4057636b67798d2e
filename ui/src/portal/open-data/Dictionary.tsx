import styled from 'styled-components';

/** A data dictionary on /dados-abertos: one `div` per column, its name (`dt`) and meaning (`dd`). */
export const Dictionary = styled.dl`
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
  dt code {
    font-size: 1em;
  }
  dt span {
    font-weight: normal;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;
