import styled from 'styled-components';
import type { z } from 'zod';
import type { panelReplies } from '@portal/contracts/panelReplies';
import { Spinner } from '../../primitives/Spinner';
import { formatDecimal } from '../shared/format';
import { TEXTS } from '../texts';

type RoomsReport = z.output<(typeof panelReplies)['getRoomsReport']>['report'];

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.borderLight};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Box = styled.section`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

export interface RoomsSummaryProps {
  /** The report (POST /api/rooms/get-report-rooms), once it arrived and the contract accepted it. */
  report: RoomsReport | undefined;
  /** It failed: the screen's one error block says so; here nothing is shown. */
  failed: boolean;
}

/**
 * The room history's summary: rooms, ratings, mean rating and ratings per room. The screen loads
 * it with its list and shows a failure of either in one error block with one retry.
 */
export function RoomsSummary({ report, failed }: RoomsSummaryProps) {
  if (failed) return null;
  return (
    <Box aria-label={TEXTS.history.summary} aria-busy={!report}>
      <h2 className="visually-hidden">{TEXTS.history.summary}</h2>
      {!report ? (
        <Spinner label="Carregando o resumo..." />
      ) : (
        <Cards>
          <div>
            <dt>Qtde Salas Registradas</dt>
            <dd>{report.qtyRooms.toLocaleString('pt-BR')}</dd>
          </div>
          <div>
            <dt>Qtde NPS Registrados</dt>
            <dd>{report.qtyNps.toLocaleString('pt-BR')}</dd>
          </div>
          <div>
            <dt>Média NPS Registrados</dt>
            <dd>{formatDecimal(report.roomsNps)}</dd>
          </div>
          <div>
            <dt>Média NPS por Salas Registradas</dt>
            <dd>{formatDecimal(report.avgRoomNps)}</dd>
          </div>
        </Cards>
      )}
    </Box>
  );
}
