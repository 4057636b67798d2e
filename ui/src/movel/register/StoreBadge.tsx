import styled from 'styled-components';

const Badge = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 3rem;
  padding: 0.4rem 1rem;
  border: 1px solid #a6a6a6;
  border-radius: 8px;
  background: #000;
  color: #fff;
  text-decoration: none;
  line-height: 1.1;
  &:hover {
    color: #fff;
    background: #1b1b1b;
  }
  small {
    display: block;
    font-size: 0.7rem;
  }
  strong {
    font-size: 1.1rem;
  }
`;

/** The app download badge ('Disponível no Google Play'), opening the store in a new tab. */
export function StoreBadge({ href }: { href: string }) {
  return (
    <Badge href={href} target="_blank" rel="noopener noreferrer">
      <svg width="24" height="26" viewBox="0 0 24 26" aria-hidden="true" focusable="false">
        <path d="M1 1l13 12L1 25c-.6-.3-1-1-1-1.8V2.8C0 2 .4 1.3 1 1z" fill="#32bbff" />
        <path d="M18 9.2L14 13 1 1c.3-.2.7-.2 1.1 0z" fill="#32dc72" />
        <path d="M18 16.8L2.1 26c-.4.2-.8.2-1.1 0l13-13z" fill="#ff3a44" />
        <path d="M22.7 11.6c1 .6 1 2.2 0 2.8L18 16.8 14 13l4-3.8z" fill="#ffd500" />
      </svg>
      <span>
        <small>Disponível no</small>
        <strong>Google Play</strong>
        <span className="visually-hidden"> (abre em nova aba)</span>
      </span>
    </Badge>
  );
}
