import styled from 'styled-components';

/** 'Pular para o conteúdo': hidden until focused, then at the top-left corner over the header. */
export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -4rem;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &:focus {
    top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
