import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { AlertIcon } from './icons/AlertIcon';
import { InboxIcon } from './icons/InboxIcon';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    width: 3rem;
    height: 3rem;
  }
  p {
    margin: 0;
    max-width: 40rem;
  }
  .title {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface EmptyStateProps {
  /** The main line, e.g. 'Não encontramos nenhum resultado com essa busca'. */
  title: ReactNode;
  description?: ReactNode;
  /** An icon other than the default empty tray. */
  icon?: ReactNode;
  /** An action (e.g. a button to clear the filters). */
  action?: ReactNode;
}

/** Nothing to show: a calm message, optionally a hint and an action. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Box>
      {icon ?? <InboxIcon />}
      <p className="title">{title}</p>
      {description && <p>{description}</p>}
      {action}
    </Box>
  );
}

export interface ErrorStateProps {
  /** What failed, in the user's words (the server's message when there is one). */
  message: ReactNode;
  /** Tries again; the button is shown when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A call failed: says so (role="alert") and offers to try again. */
export function ErrorState({ message, onRetry, retryLabel = 'Tentar novamente' }: ErrorStateProps) {
  return (
    <Box role="alert">
      <AlertIcon />
      <p className="title">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}
