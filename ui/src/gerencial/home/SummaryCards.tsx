import { useId } from 'react';
import styled from 'styled-components';
import { Carousel } from '../../primitives/Carousel';
import { TriangleIcon } from '../../primitives/icons';
import { CARD_KEYS, type Dashboard } from './api';
import { formatCount, weekChangeView } from './dashboardView';
import { HOME } from './messages';

const H = HOME;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .title {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .value {
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: 1.2;
  }
  .change {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  [data-tone] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .arrow {
    margin-inline-end: 0.3em;
  }
  [data-tone='negative'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  [data-tone='positive'] {
    color: ${({ theme }) => theme.colors.success};
  }
  [data-tone='none'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export interface SummaryCardProps {
  title: string;
  value: number;
  weekChangePercent: number | null;
}

/**
 * A summary card: a group named by its title, the value (its raw number in data-value, for tests
 * that compare it) and the week's change in red when negative, else green, with an arrow and a
 * word for who does not see the colour. Labelled with the spec's 'Aumento na semana', except a
 * fall: 'Queda na semana' (a negative change is no 'Aumento'; weekChangeView).
 */
export function SummaryCard({ title, value, weekChangePercent }: SummaryCardProps) {
  const titleId = useId();
  const change = weekChangeView(weekChangePercent);
  return (
    <Card role="group" aria-labelledby={titleId}>
      <p className="title" id={titleId}>
        {title}
      </p>
      <p className="value" data-testid="card-value" data-value={value}>
        {formatCount(value)}
      </p>
      <p className="change">
        <span data-testid="card-change-label">{change.label}</span>
        <span data-tone={change.tone} data-testid="card-change">
          {change.direction && <TriangleIcon direction={change.direction} className="arrow" />}
          {change.text}
          {change.word && <span className="visually-hidden"> ({change.word})</span>}
        </span>
      </p>
    </Card>
  );
}

/** The four cards in the spec's order, in the looping carousel (3 per view above 768 px). */
export function SummaryCards({ cards }: { cards: Dashboard['cards'] }) {
  const items = CARD_KEYS.map((key) => {
    const card = cards.find((c) => c.key === key)!;
    return (
      <SummaryCard
        key={key}
        title={H.cards[key]}
        value={card.value}
        weekChangePercent={card.weekChangePercent}
      />
    );
  });
  return <Carousel label={H.cardsLabel} items={items} />;
}
