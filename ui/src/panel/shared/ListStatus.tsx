import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { PageLoader } from '../../primitives/Spinner';
import { TEXTS } from '../texts';

export interface ListStatusProps {
  loading: boolean;
  /** A failure in the user's words; wins over everything else and offers a retry. */
  error: string | null;
  onRetry: () => void;
  empty: boolean;
  emptyText?: string;
  loadingLabel?: string;
  children: ReactNode;
}

/** The states every panel list has: failed (with a retry), loading, empty, or the list. */
export function ListStatus({
  loading,
  error,
  onRetry,
  empty,
  emptyText = TEXTS.emptyList,
  loadingLabel = TEXTS.loadingList,
  children,
}: ListStatusProps) {
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (loading) return <PageLoader label={loadingLabel} />;
  if (empty) return <EmptyState title={emptyText} />;
  return <>{children}</>;
}
