import styled from 'styled-components';

/** A section of the send form: a fieldset whose legend names it. */
export const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(2)};
  }
  /* react-aria's visually hidden native <select> keeps the width of its longest option and
     would stick out of a 320 px screen; it is never seen, so it may be 1 px wide. */
  label > select {
    max-width: 1px;
  }
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(3)};
  }
  .row > * {
    flex: 1 1 10rem;
    min-width: 0;
  }
  .row > .add {
    flex: 0 1 auto;
    max-width: 100%;
    /* lines the button up with the inputs, below their labels */
    margin-top: 1.9rem;
  }
  .list-error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The chips of added dates or CPFs, each with its remove button. */
export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    max-width: 100%;
    padding-inline-start: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  li[data-marked] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerLight};
  }
  .mark {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.dangerDark};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
