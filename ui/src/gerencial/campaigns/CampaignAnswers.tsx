import type { Ref } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { formatCns } from '../../domain/cns';
import { formatDaysInQueue } from '../../domain/dates';
import { interestAnswerText, interestConfirmedText } from '../../domain/interest';
import { Button } from '../../primitives/Button';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { CloseIcon } from '../../primitives/icons';
import { formatWithMask } from '../../primitives/masks';
import { ResponsiveTable, type Column } from '../../primitives/ResponsiveTable';
import { Spinner } from '../../primitives/Spinner';
import { useCampaignAnswers, type Campaign, type CampaignRequest } from './api';
import { CAMPAIGNS } from './messages';

const M = CAMPAIGNS;
const C = M.answerColumns;

const Section = styled.section`
  display: grid;
  /* The table measures itself against this width (and gives way to cards), never widens it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

const Confirmed = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const orNot = (value: string | null | undefined) => value || M.notInformed;

const columns: Column<CampaignRequest>[] = [
  { key: 'patient', header: C.patient, render: (r) => orNot(r.patientName), hideOnCard: true },
  {
    key: 'cns',
    header: C.cns,
    render: (r) => (r.cns ? formatCns(r.cns) : M.notInformed),
  },
  { key: 'procedure', header: C.procedure, render: (r) => r.procedure },
  { key: 'unit', header: C.unit, render: (r) => orNot(r.unit) },
  { key: 'days', header: C.days, render: (r) => formatDaysInQueue(r.daysInQueue) },
  {
    key: 'answer',
    header: C.answer,
    render: (r) => (
      <>
        {interestAnswerText(r.answer, r.reason, r.reasonText)}
        {r.answer === 'SIM' && r.answeredAt && (
          <Confirmed>{interestConfirmedText(r.answeredAt)}</Confirmed>
        )}
      </>
    ),
  },
  {
    key: 'phone',
    header: C.phone,
    render: (r) => (r.phone ? formatWithMask('phone', r.phone) : M.notInformed),
  },
  { key: 'email', header: C.email, render: (r) => orNot(r.email) },
];

export interface CampaignAnswersProps {
  id: string;
  campaign: Campaign;
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
}

/** A campaign's answers, one row per patient asked in the portal: the staff's list to act on. */
export function CampaignAnswers({ id, campaign, headingRef, onClose }: CampaignAnswersProps) {
  const answers = useCampaignAnswers(campaign.id);
  const headingId = `${id}-titulo`;
  let body;
  if (!answers.data) {
    body = answers.error ? (
      <ErrorState
        message={failureMessage(answers.error, M.answersFailed)}
        onRetry={() => void answers.mutate()}
      />
    ) : (
      <Spinner />
    );
  } else if (answers.data.length === 0) {
    body = <EmptyState title={M.answersEmpty} />;
  } else {
    body = (
      <ResponsiveTable
        caption={M.answersCaption}
        columns={columns}
        rows={answers.data}
        rowKey={(r) => r.id}
        cardTitle={(r) => orNot(r.patientName)}
      />
    );
  }
  return (
    <Section id={id} aria-labelledby={headingId}>
      <header>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {M.answersTitle(campaign.id)}
        </h2>
        <Button size="sm" variant="ghost" icon={<CloseIcon />} onClick={onClose}>
          {M.closeAnswers}
        </Button>
      </header>
      <p>{M.filters(campaign.filters)}</p>
      {body}
    </Section>
  );
}
