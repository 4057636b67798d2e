import styled from 'styled-components';
import { formatDateTime } from '../../domain/dates';
import { Button } from '../../primitives/Button';
import { RefreshIcon } from '../../primitives/icons';
import { TEXTS } from '../texts';

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RefreshBarProps {
  /** When the data on screen was loaded; null before the first answer. */
  refreshedAt: Date | null;
  onRefresh: () => void;
  busy?: boolean;
  /** The last refresh failed: the screen shows no data, so no time of data either. */
  failed?: boolean;
}

/**
 * 'Última atualização: DD/MM/YYYY HH:mm:ss' and the refresh button; after a failed refresh it
 * says so instead of keeping the time of data no longer on screen.
 */
export function RefreshBar({
  refreshedAt,
  onRefresh,
  busy = false,
  failed = false,
}: RefreshBarProps) {
  return (
    <>
      <Line data-testid="ultima-atualizacao">
        {failed ? (
          TEXTS.refreshFailed
        ) : refreshedAt ? (
          <>
            {TEXTS.lastRefresh}{' '}
            <time dateTime={refreshedAt.toISOString()}>{formatDateTime(refreshedAt)}</time>
          </>
        ) : (
          TEXTS.neverRefreshed
        )}
      </Line>
      <Button
        variant="secondary"
        size="sm"
        icon={<RefreshIcon />}
        onClick={onRefresh}
        loading={busy}
      >
        {TEXTS.refresh}
      </Button>
    </>
  );
}
