import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { formatApiDateOrRaw } from '../../domain/dates';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { PageLoader } from '../../primitives/Spinner';
import { useMyDataRequests } from './api';
import { Panel, when } from './myDataParts';
import { MY_DATA } from './messages';
import type { DataRequest } from './schema';

const R = MY_DATA.requests;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article<{ $open: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid
    ${({ theme, $open }) => ($open ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .status {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  blockquote {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

function RequestCard({ request }: { request: DataRequest }) {
  const title = request.kind === 'exclusao' ? R.deletion : R.correction(request.fields ?? '');
  const headingId = `pedido-${request.id}`;
  return (
    <Card aria-labelledby={headingId} $open={request.status === 'aberta'}>
      <h3 id={headingId}>{title}</h3>
      <p className="status">{R.status[request.status]}</p>
      {request.kind === 'correcao' && request.correction && (
        <p>{R.correctValue(request.correction)}</p>
      )}
      <p className="muted">{R.requestedOn(when(request.requestedAt))}</p>
      {request.status === 'aberta' ? (
        <p className="muted">{R.deadline(formatApiDateOrRaw(request.deadline))}</p>
      ) : (
        <>
          <p className="muted">{R.answeredOn(when(request.answeredAt))}</p>
          <p>{R.answer}</p>
          <blockquote>{request.answer}</blockquote>
        </>
      )}
    </Card>
  );
}

/** 'Meus pedidos': the patient's corrections and deletion requests, newest first, with answers. */
export function MyDataRequests({ userId }: { userId: number }) {
  const { data, error, isLoading, mutate } = useMyDataRequests(userId);
  let body;
  if (error)
    body = <ErrorState message={failureMessage(error, R.failed)} onRetry={() => void mutate()} />;
  else if (isLoading && !data) body = <PageLoader label={R.loading} />;
  else if (!data || data.rows.length === 0) body = <EmptyState title={R.empty} />;
  else
    body = (
      <List aria-labelledby="meus-dados-pedidos">
        {data.rows.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} />
          </li>
        ))}
      </List>
    );
  return (
    <Panel aria-labelledby="meus-dados-pedidos">
      <h2 id="meus-dados-pedidos">{R.heading}</h2>
      {body}
    </Panel>
  );
}
