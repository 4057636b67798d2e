import styled, { css } from 'styled-components';
import { formatDateTime } from '../../domain/dates';
import { AlertIcon, CheckIcon, RefreshIcon } from '../../primitives/icons';
import { TEXTS } from '../texts';
import type { ConnectionState, ConnectionStatus } from './useRealtimeConnection';

const time = (date: Date) => formatDateTime(date).slice(11);

/**
 * Connected, yet no snapshot for this long: the indicator stops saying 'em tempo real' and says how
 * long the list has gone without an update. The products update a live room every few seconds.
 */
export const QUIET_AFTER_MS = 60_000;

/** Whole minutes without an update, when the list has been quiet for {@link QUIET_AFTER_MS}. */
export function quietMinutes(updatedAt: Date | null, now: number): number | null {
  if (!updatedAt) return null;
  const quiet = now - updatedAt.getTime();
  return quiet >= QUIET_AFTER_MS ? Math.floor(quiet / 60_000) : null;
}

type Shown = ConnectionStatus | 'quiet';

/** What the indicator says for each state (words first: the colour and icon only repeat it). */
export function connectionText({ status, since }: ConnectionState, quiet?: number | null): string {
  switch (status) {
    case 'connected':
      return quiet ? TEXTS.connection.quiet(quiet) : TEXTS.connection.connected;
    case 'connecting':
      return TEXTS.connection.connecting;
    case 'reconnecting':
      return TEXTS.connection.reconnecting(time(since));
    case 'offline':
      return TEXTS.connection.offline(time(since));
  }
}

const Pill = styled.p<{ $status: Shown }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${({ $status, theme }) =>
    $status === 'connected'
      ? css`
          color: ${theme.colors.success};
          background: ${theme.colors.successLight};
        `
      : $status === 'offline'
        ? css`
            color: ${theme.colors.danger};
            background: ${theme.colors.dangerLight};
          `
        : css`
            color: ${theme.colors.warning};
            background: ${theme.colors.warningLight};
          `}
  svg {
    flex-shrink: 0;
    width: 1rem;
    height: 1rem;
  }
`;

/**
 * The realtime connection's state in words and icon, announced politely when it changes. `quiet`:
 * the minutes the list has gone without an update ({@link quietMinutes}), so a connection whose
 * data stopped does not claim to be 'em tempo real'.
 */
export function ConnectionIndicator({
  state,
  quiet = null,
}: {
  state: ConnectionState;
  quiet?: number | null;
}) {
  const shown: Shown = state.status === 'connected' && quiet ? 'quiet' : state.status;
  const icon =
    shown === 'connected' ? (
      <CheckIcon />
    ) : shown === 'offline' || shown === 'quiet' ? (
      <AlertIcon />
    ) : (
      <RefreshIcon />
    );
  return (
    <Pill $status={shown} role="status" data-status={shown}>
      {icon}
      <span>{connectionText(state, quiet)}</span>
    </Pill>
  );
}

const Notice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningLight};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
  svg {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.colors.warning};
  }
`;

/**
 * Over a list that may be out of date: the connection is down, so the rows are the database as it
 * was when it dropped. `id` lets controls that depend on the connection point to it.
 */
export function StaleNotice({ id, since }: { id: string; since: Date }) {
  return (
    <Notice id={id} data-testid="aviso-desatualizado">
      <AlertIcon aria-hidden="true" />
      <div>
        <p>
          <strong>{TEXTS.connection.staleTitle}</strong> {TEXTS.connection.staleSince(time(since))}
        </p>
        <p>{TEXTS.connection.staleRemoval}</p>
      </div>
    </Notice>
  );
}
