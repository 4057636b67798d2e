import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 0.25em solid ${({ theme }) => theme.colors.borderLight};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  flex-shrink: 0;
`;

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: '1rem', md: '2rem', lg: '3rem' };

/** A loading indicator announced politely as 'Carregando...' (or the given label). */
export function Spinner({ label = 'Carregando...', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={className}>
      <Ring $size={SIZES[size]} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Decorative spinner for inside a labelled control (a busy button). */
export function InlineSpinner() {
  return <Ring $size="1em" aria-hidden="true" />;
}

const PageArea = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 12rem;
  width: 100%;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A page or section still loading: a large centred spinner with its label shown. */
export function PageLoader({ label = 'Carregando...' }: { label?: string }) {
  return (
    // data-loader: a prerendered page without JavaScript hides it (app/first-paint/beforePaint.ts).
    <PageArea role="status" aria-live="polite" data-loader="">
      <Ring $size={SIZES.lg} aria-hidden="true" />
      <span>{label}</span>
    </PageArea>
  );
}
