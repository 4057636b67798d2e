import type { Key, ReactNode } from 'react';
import styled from 'styled-components';
import { useIsMobile } from './useMediaQuery';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    text-align: start;
    padding: ${({ theme }) => theme.space(3)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)}`};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(7rem, 40%) 1fr;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    margin: 0;
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface Column<Row> {
  key: string;
  /** Column title (and the card's term for it). */
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Hidden from the card view (e.g. a value already in the card title). */
  hideOnCard?: boolean;
}

export interface ResponsiveTableProps<Row> {
  /** Names the table (caption) and the card list. */
  caption: string;
  /** Shows the caption visually too (it is always read by screen readers). */
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** A card's heading on mobile (e.g. the procedure). */
  cardTitle?: (row: Row) => ReactNode;
  /** Actions per row (last column on desktop, bottom of the card on mobile). */
  actions?: (row: Row) => ReactNode;
  actionsHeader?: string;
}

/**
 * Rows as a table above 768 px and as a list of cards below, from one column definition. The
 * wide table scrolls inside a focusable, labelled region.
 */
export function ResponsiveTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  cardTitle,
  actions,
  actionsHeader = 'Ações',
}: ResponsiveTableProps<Row>) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Cards aria-label={caption}>
        {rows.map((row) => (
          <Card key={rowKey(row)}>
            {cardTitle && <h3>{cardTitle(row)}</h3>}
            <dl>
              {columns
                .filter((column) => !column.hideOnCard)
                .map((column) => (
                  <div key={column.key} style={{ display: 'contents' }}>
                    <dt>{column.header}</dt>
                    <dd>{column.render(row)}</dd>
                  </div>
                ))}
            </dl>
            {actions && <div style={{ marginTop: '0.75rem' }}>{actions(row)}</div>}
          </Card>
        ))}
      </Cards>
    );
  }
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
            {actions && <th scope="col">{actionsHeader}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key}>{column.render(row)}</td>
              ))}
              {actions && <td>{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
