import styled from 'styled-components';
import { countText } from '@portal/contracts/smallGroups';
import { priorityLabel } from '@portal/contracts/waitEstimates';
import type { WaitEstimate } from './api';
import { classesWithFigures, noClassText, ownClass, priorityFiguresText } from './waitText';

export const PRIORITY_MESSAGES = {
  heading: 'Por prioridade',
  own: '(a prioridade da sua solicitação)',
  cases: (count: string) => `${count} atendidos`,
} as const;

/* '&&': a list of the page around it (a card list) styles its own items, never these. */
const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  && > li {
    margin: ${({ theme }) => theme.space(1)} 0;
    padding: 0;
    border: 0;
    background: none;
    box-shadow: none;
    overflow-wrap: anywhere;
  }
  && > li.own {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  .cases {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface PriorityEstimatesProps {
  estimate: Pick<WaitEstimate, 'by_priority'>;
  minCases: number;
  /** The class of the reader's own request (fir_prioridade): its line is marked as theirs. */
  own?: string | null;
  /** An id for the list (several on one page): its label points at a heading when given. */
  labelledBy?: string;
}

/**
 * The median and 9 in 10 of each priority class of regulation, the most urgent first; a class
 * without enough served requests says why. With no class to estimate, one sentence says so (and
 * still marks the reader's own class, if any).
 */
export function PriorityEstimates({ estimate, minCases, own, labelledBy }: PriorityEstimatesProps) {
  if (!estimate.by_priority.length) return null;
  const mine = own === undefined ? undefined : ownClass(estimate, own);
  if (!classesWithFigures(estimate).length)
    return (
      <p data-testid="priority-none">
        {noClassText(estimate, minCases)}
        {mine && ` Sua solicitação é da classe ${priorityLabel(mine.priority)}.`}
      </p>
    );
  return (
    <List
      data-testid="priority-estimates"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : PRIORITY_MESSAGES.heading}
    >
      {estimate.by_priority.map((figures) => {
        const isOwn = figures === mine;
        return (
          <li key={figures.priority ?? ''} className={isOwn ? 'own' : undefined}>
            <strong>{priorityLabel(figures.priority)}</strong>
            {isOwn && ` ${PRIORITY_MESSAGES.own}`}: {priorityFiguresText(figures, minCases)}
            {figures.median_days !== null && (
              <span className="cases"> ({PRIORITY_MESSAGES.cases(countText(figures.cases))})</span>
            )}
          </li>
        );
      })}
    </List>
  );
}

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space(1)};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    /* A target of at least 24 px (WCAG 2.5.8). */
    min-height: 24px;
  }
  summary:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
  ul,
  p {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * The classes folded under a 'Por prioridade' summary, for a table cell or a card where every row
 * has them: closed, it takes one line. Nothing when the estimate has no class.
 */
export function PriorityDetails(props: PriorityEstimatesProps & { summary?: string }) {
  if (!props.estimate.by_priority.length) return null;
  return (
    <Details data-testid="priority-details">
      <summary>{props.summary ?? PRIORITY_MESSAGES.heading}</summary>
      <PriorityEstimates {...props} />
    </Details>
  );
}
