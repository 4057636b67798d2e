import { useId } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { formatDateTimeMinutes, parseApiDateTime } from '../../domain/dates';
import { ErrorState } from '../../primitives/EmptyState';
import { PageLoader } from '../../primitives/Spinner';
import { useClientUserRemovals, type ClientUserRemoval } from './api';
import { CLIENT_USER } from './messages';

const M = CLIENT_USER;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

const who = (name: string, login: string) => (login ? `${name} (${login})` : name);

function line(removal: ClientUserRemoval): string {
  const when = parseApiDateTime(removal.ruc_removido_em);
  return M.removalLine(
    who(removal.ruc_nome_usuario, removal.ruc_login),
    who(removal.ruc_removido_por_nome, removal.ruc_removido_por_login),
    when ? formatDateTimeMinutes(when) : removal.ruc_removido_em,
  );
}

/**
 * 'Remoções registradas': the server's record of the client's removed accounts (who removed whom,
 * and when), newest first, read again after each removal.
 */
export function ClientUserRemovals() {
  const { data, error, mutate } = useClientUserRemovals();
  const ids = useId();
  let body;
  if (error) {
    body = (
      <ErrorState
        message={failureMessage(error, M.removalsLoadError)}
        onRetry={() => void mutate()}
      />
    );
  } else if (!data) {
    body = <PageLoader label={M.removalsLoading} />;
  } else if (data.length === 0) {
    body = <p>{M.removalsEmpty}</p>;
  } else {
    body = (
      <ul aria-labelledby={`${ids}-titulo`}>
        {data.map((removal) => (
          <li key={removal.ruc_id}>{line(removal)}</li>
        ))}
      </ul>
    );
  }
  return (
    <Section aria-labelledby={`${ids}-titulo`}>
      <h3 id={`${ids}-titulo`}>{M.removals}</h3>
      <p>{M.removalsIntro}</p>
      {body}
    </Section>
  );
}
