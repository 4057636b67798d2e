import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { formatApiDateOrRaw, formatDateTimeMinutes, parseApiDateTime } from '../../domain/dates';
import { formatCpf } from '../../domain/cpf';
import { AdminPagination } from '../../primitives/AdminPagination';
import { Button } from '../../primitives/Button';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { EditIcon } from '../../primitives/icons';
import { ResponsiveTable, type Column } from '../../primitives/ResponsiveTable';
import { PageLoader } from '../../primitives/Spinner';
import { ScreenHeader } from '../layout/ScreenHeader';
import { AnswerForm } from './AnswerForm';
import { DATA_REQUESTS_PAGE_SIZE, useDataRequests } from './api';
import { DATA_REQUESTS, deadlineText } from './messages';
import type { StaffDataRequest } from './schema';

const M = DATA_REQUESTS;
const C = M.columns;
const D = M.details;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  p {
    margin: 0;
  }
  .summary {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Answering = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2:focus {
    outline: none;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
    gap: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
    margin: 0;
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  .note {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const when = (value: string | null) => {
  const date = parseApiDateTime(value);
  return date ? formatDateTimeMinutes(date) : (value ?? '');
};

const patientText = (r: StaffDataRequest) =>
  `${r.patient.name} (${r.patient.cpf ? formatCpf(r.patient.cpf) : M.noCpf})`;

const deadlineCell = (r: StaffDataRequest) =>
  r.status === 'aberta' ? deadlineText(r.daysLeft) : M.answered(when(r.answeredAt), r.answeredBy);

const columns: Column<StaffDataRequest>[] = [
  { key: 'paciente', header: C.patient, render: patientText, hideOnCard: true },
  {
    key: 'tipo',
    header: C.kind,
    render: (r) =>
      r.kind === 'correcao' ? `${M.kind.correcao}: ${r.fields ?? ''}` : M.kind.exclusao,
  },
  { key: 'pedido', header: C.requestedAt, render: (r) => when(r.requestedAt) },
  { key: 'prazo', header: C.deadline, render: deadlineCell },
  { key: 'situacao', header: C.status, render: (r) => M.status[r.status] },
];

/**
 * /clientes/privacidade/solicitacoes, 'Solicitações de titulares (LGPD)': the patients' requests to
 * correct their data or delete their account, open ones first with the days left of their 15-day
 * deadline (or how late they are), and the answer, once, with the text the patient reads.
 */
export function DataRequestsPage() {
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<StaffDataRequest | null>(null);
  const [focusForm, setFocusForm] = useState(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const { data, error, isValidating, mutate } = useDataRequests(page);

  // Only a request staff chose takes the focus.
  useEffect(() => {
    if (!focusForm || !answering) return;
    formHeading.current?.focus();
    setFocusForm(false);
  }, [focusForm, answering]);

  let body;
  if (error)
    body = <ErrorState message={failureMessage(error, M.failed)} onRetry={() => void mutate()} />;
  else if (!data) body = <PageLoader label={M.loading} />;
  else if (data.count === 0) body = <EmptyState title={M.empty} />;
  else
    body = (
      <>
        <p className="summary" role="status" data-testid="open-count">
          {M.openCount(data.open)}
        </p>
        <ResponsiveTable
          caption={M.caption}
          columns={columns}
          rows={data.rows}
          rowKey={(r) => r.id}
          cardTitle={patientText}
          rowTone={(r) =>
            r.status !== 'aberta'
              ? undefined
              : r.daysLeft < 0
                ? 'danger'
                : r.daysLeft <= 3
                  ? 'warning'
                  : undefined
          }
          actions={(r) =>
            r.status === 'aberta' ? (
              <Button
                size="sm"
                variant="secondary"
                icon={<EditIcon />}
                aria-label={M.answerOf(r.patient.name)}
                aria-expanded={answering?.id === r.id}
                onClick={() => {
                  setAnswering(r);
                  setFocusForm(true);
                }}
              >
                {M.answer}
              </Button>
            ) : null
          }
        />
        <AdminPagination
          total={data.count}
          limit={DATA_REQUESTS_PAGE_SIZE}
          page={page}
          onPageChange={(next) => {
            setPage(next);
            results.current?.focus();
          }}
        />
      </>
    );

  return (
    <>
      <ScreenHeader title={M.title} description={M.intro} />
      <Layout>
        <div
          ref={results}
          tabIndex={-1}
          role="region"
          aria-label={M.caption}
          aria-busy={isValidating || undefined}
        >
          {body}
        </div>
        {answering && (
          <Answering aria-labelledby="responder-solicitacao">
            <h2 id="responder-solicitacao" tabIndex={-1} ref={formHeading}>
              {M.answerHeading(answering.id)}
            </h2>
            <dl>
              <div>
                <dt>{D.patient}</dt>
                <dd>{patientText(answering)}</dd>
              </div>
              <div>
                <dt>{D.kind}</dt>
                <dd>{M.kind[answering.kind]}</dd>
              </div>
              {answering.kind === 'correcao' && (
                <>
                  <div>
                    <dt>{D.fields}</dt>
                    <dd>{answering.fields}</dd>
                  </div>
                  <div>
                    <dt>{D.correction}</dt>
                    <dd>{answering.correction}</dd>
                  </div>
                </>
              )}
              <div>
                <dt>{D.requestedAt}</dt>
                <dd>{when(answering.requestedAt)}</dd>
              </div>
              <div>
                <dt>{D.deadline}</dt>
                <dd>
                  {formatApiDateOrRaw(answering.deadline)} ({deadlineText(answering.daysLeft)})
                </dd>
              </div>
            </dl>
            <p className="note">
              {answering.kind === 'exclusao' ? M.deletionNote : M.correctionNote}
            </p>
            <AnswerForm
              key={answering.id}
              request={answering}
              onAnswered={() => {
                setAnswering(null);
                results.current?.focus();
              }}
              onCancel={() => setAnswering(null)}
            />
          </Answering>
        )}
      </Layout>
    </>
  );
}

export default DataRequestsPage;
