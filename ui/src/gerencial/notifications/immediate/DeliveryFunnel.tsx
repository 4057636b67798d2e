import styled from 'styled-components';
import { DELIVERY_STAGES, type Delivery } from '@portal/contracts/delivery';
import { recipientCount } from '../../shared/messages';
import { interactionLabel } from '../interactions';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  figcaption {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .note {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Per stage: its label and figures on a line, the bar under them (fits 320 px at 200 % text). */
const Bars = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  .stage {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space(2)};
  }
  .track {
    display: block;
    flex: 1 0 100%;
    height: 0.625rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    overflow: hidden;
  }
  .fill {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.chart};
  }
  .figures {
    font-variant-numeric: tabular-nums;
  }
`;

/** A stage's share of the total, rounded to whole percent (0 % when nobody was sent it). */
export function percentOf(count: number, total: number): string {
  return `${total > 0 ? Math.round((count / total) * 100) : 0}%`;
}

export interface DeliveryFunnelProps {
  delivery: Delivery;
  /** What the table's caption and the figure's name say, e.g. 'Entrega da notificação 012'. */
  caption: string;
  names: ReadonlyMap<number, string>;
  /** Where the numbers come from when the backend did not send them. */
  note?: string;
}

/**
 * The delivery funnel, enviado → entregue → exibido → aberto → lido, with each count and its share
 * of the total. Plain CSS bars: five rows need no chart library (victory is a lazy chunk of its
 * own, fetched on the first card), they follow the theme's high contrast and font size, and they
 * print. The bars are hidden from screen readers; a table with the same numbers speaks for them.
 */
export function DeliveryFunnel({ delivery, caption, names, note }: DeliveryFunnelProps) {
  const rows = DELIVERY_STAGES.map(([stage, status]) => ({
    stage,
    label: interactionLabel(status, names),
    count: delivery[stage],
    percent: percentOf(delivery[stage], delivery.total),
  }));
  return (
    <Figure>
      <figcaption aria-hidden="true">Entrega: {recipientCount(delivery.total)}</figcaption>
      <Bars aria-hidden="true" data-testid="funnel-bars">
        {rows.map((row) => (
          <FunnelRow key={row.stage} {...row} total={delivery.total} />
        ))}
      </Bars>
      <div className="visually-hidden">
        <table>
          <caption>
            {caption}: {recipientCount(delivery.total)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Etapa</th>
              <th scope="col">Destinatários</th>
              <th scope="col">Percentual do total</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.stage}>
                <th scope="row">{row.label}</th>
                <td>{row.count}</td>
                <td>{row.percent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && <p className="note">{note}</p>}
    </Figure>
  );
}

function FunnelRow({
  label,
  count,
  percent,
  total,
}: {
  label: string;
  count: number;
  percent: string;
  total: number;
}) {
  const width = total > 0 ? (count / total) * 100 : 0;
  return (
    <div className="stage">
      <span>{label}</span>
      <span className="figures">
        {count} ({percent})
      </span>
      <span className="track">
        <span className="fill" style={{ width: `${width}%` }} />
      </span>
    </div>
  );
}
