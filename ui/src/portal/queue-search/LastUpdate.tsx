import styled from 'styled-components';
import { formatDateTime, parseApiDateTime } from '../../domain/dates';
import { useLastCheck } from './api';

const Line = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Última atualização da fila em DD/MM/YYYY HH:mm:ss'; renders nothing for a missing or bad date. */
export function LastUpdateText({ lastCheck }: { lastCheck: string | null | undefined }) {
  const date = parseApiDateTime(lastCheck);
  if (!date) return null;
  return (
    <Line data-testid="last-update">Última atualização da fila em {formatDateTime(date)}</Line>
  );
}

/** Fetches the queue's last refresh; hidden when the call fails (spec: the failure is only logged). */
export function LastUpdate() {
  const { data, error, isLoading } = useLastCheck({
    onError: (failure) => console.warn('Falha ao obter a última atualização da fila', failure),
  });
  const status = isLoading ? 'pending' : error ? 'error' : 'success';
  return (
    <div data-status={status} aria-busy={isLoading}>
      <LastUpdateText lastCheck={data?.lastCheck} />
    </div>
  );
}
