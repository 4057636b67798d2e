import { createGlobalStyle } from 'styled-components';

/**
 * The page's base rules. `.visually-hidden` is for screen readers only; a table ignores its 1 px
 * (it is as tall as its cells), so a hidden table goes inside a hidden div (the charts' tables).
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    /* rem-based sizes all follow the A- / A+ font scale */
    font-size: ${({ theme }) => `${100 * theme.fontScale}%`};
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  /* Reflow (WCAG 1.4.10): on a 320 px screen with text at 200 %, a long word (a heading's
     'Privacidade', a CPF, a link) breaks rather than pushing the page sideways. */
  body { overflow-wrap: break-word; }
  h1, h2, h3, h4, p, li, dt, dd, label, legend, a, button {
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 ${({ theme }) => theme.space(3)}; }
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
  h2 { font-size: ${({ theme }) => theme.font.size.xl}; }
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
  a { color: ${({ theme }) => theme.colors.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${({ theme }) => theme.colors.primaryDark}; }
  :focus-visible { ${({ theme }) => theme.focusRing} }
  img { max-width: 100%; height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* Code, keys and preformatted text (column names, a feed's <pre>) in the bundled typeface too:
     the browser's monospace is whatever the machine has, and each machine's is different. */
  code, kbd, samp, pre { font-family: inherit; font-variant-numeric: tabular-nums lining-nums; }
  ::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
  ::selection {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  dialog::backdrop { background: ${({ theme }) => theme.colors.overlay}; }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${({ theme }) =>
    theme.highContrast &&
    `
    a { text-decoration: underline; }
  `}
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
