import styled from 'styled-components';

/** The layout the register and Fale Conosco forms share: two columns (one on a phone), submit at the end. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  .wide {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Submit = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.mobile} {
    button {
      width: 100%;
    }
  }
`;
