import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
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

/** A row the screen wants noticed: needs attention (warning), is being changed (busy), failed. */
export type RowTone = 'warning' | 'busy' | 'danger';

const toneStyles = css`
  [data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningLight};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.warning};
  }
  [data-tone='busy'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
  [data-tone='danger'] {
    background: ${({ theme }) => theme.colors.dangerLight};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.danger};
  }
`;

const Table = styled.table<{ $compact: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    text-align: start;
    padding: ${({ theme }) => theme.space(3)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  /* 8 px each side: the queue's widest table (Agendado, 12 columns) fits a 1280 px screen in the
     bundled typeface. */
  th,
  td {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  /* Long text (the queue's Info) wraps at a readable measure instead of widening its column. */
  td {
    max-width: 22rem;
    overflow-wrap: break-word;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  ${toneStyles}
  /* Compact: more rows on one screen (an operator watching many rooms). */
  ${({ $compact, theme }) =>
    $compact &&
    css`
      font-size: 0.8125rem;
      line-height: 1.2;
      th,
      td {
        padding: ${theme.space(0.5)} ${theme.space(1.5)};
        vertical-align: middle;
      }
    `}
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Card = styled.li`
  ${toneStyles}
  &[data-tone] {
    border-left-width: 4px;
  }
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  h3 {
    overflow-wrap: anywhere;
  }
  dl {
    margin: 0;
  }
  /* Term and value side by side while both fit, the value below its term when they do not
     (a narrow phone, or text enlarged to 200 %). */
  dl > div {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  dt {
    flex: 1 1 7rem;
    max-width: 100%;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
  dd {
    flex: 999 1 10rem;
    min-width: 0;
    max-width: 100%;
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
  /** Tighter rows (the panel's compact view). */
  density?: 'comfortable' | 'compact';
  /** Marks a row (highlight plus a left bar; the row must also say why in words). */
  rowTone?: (row: Row) => RowTone | undefined;
  /** The column the rows are sorted by, announced on its header (aria-sort). */
  sortedBy?: { key: string; direction: 'ascending' | 'descending' };
}

/**
 * Whether the table fits its container: measured on the table itself (its width with every column
 * at its narrowest wrapping width), not guessed from the viewport. Once it did not fit, the width
 * it needed is remembered, and the table comes back when the container grows to it. A new set of
 * rows or columns, or a typeface that finished loading, is measured again.
 */
function useTableFits(shape: unknown) {
  const container = useRef<HTMLDivElement>(null);
  const [needed, setNeeded] = useState<number | null>(null);
  const [measuredShape, setMeasuredShape] = useState(shape);
  if (measuredShape !== shape) {
    setMeasuredShape(shape);
    setNeeded(null);
  }
  useLayoutEffect(() => {
    const box = container.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const table = box.querySelector('table');
      const available = box.clientWidth;
      if (table) {
        // scrollWidth of the scroll region: the table's real width, even while it overflows.
        const width = table.parentElement?.scrollWidth ?? table.scrollWidth;
        if (width > available + 1) setNeeded(width);
      } else if (needed !== null && available >= needed) {
        setNeeded(null);
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(box);
    // Text in another typeface has other widths, and the box keeps its size: the apps load theirs
    // after the first paint, so a table (or cards) measured in the fallback is measured again when
    // it arrives: the cards give way to the table, to be measured in turn.
    const fonts = document.fonts as FontFaceSet | undefined;
    const typefaceArrived = () => (needed === null ? check() : setNeeded(null));
    fonts?.addEventListener?.('loadingdone', typefaceArrived);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener?.('loadingdone', typefaceArrived);
    };
  }, [needed, measuredShape]);
  return { container, fits: needed === null };
}

/**
 * Rows as a table when its columns fit (long text wraps at a readable measure) and as a list of
 * cards when they do not: up to 768 px (the spec's breakpoint) and wherever the table, measured,
 * is wider than its place (a narrow window, text enlarged to 200 %). One column definition for
 * both; the table is a focusable, labelled region.
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
  density = 'comfortable',
  rowTone,
  sortedBy,
}: ResponsiveTableProps<Row>) {
  const isMobile = useIsMobile();
  const { container, fits } = useTableFits(`${columns.map((c) => c.key).join()}|${rows.length}`);
  return (
    <div ref={container} data-view={isMobile || !fits ? 'cartoes' : 'tabela'}>
      {isMobile || !fits ? (
        <Cards aria-label={caption}>
          {rows.map((row) => (
            <Card key={rowKey(row)} data-tone={rowTone?.(row)}>
              {cardTitle && <h3>{cardTitle(row)}</h3>}
              <dl>
                {columns
                  .filter((column) => !column.hideOnCard)
                  .map((column) => (
                    <div key={column.key}>
                      <dt>{column.header}</dt>
                      <dd>{column.render(row)}</dd>
                    </div>
                  ))}
              </dl>
              {actions && <div style={{ marginTop: '0.75rem' }}>{actions(row)}</div>}
            </Card>
          ))}
        </Cards>
      ) : (
        <Scroll role="region" aria-label={caption} tabIndex={0}>
          <Table $compact={density === 'compact'}>
            <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sortedBy?.key === column.key ? sortedBy.direction : undefined}
                  >
                    {column.header}
                  </th>
                ))}
                {actions && <th scope="col">{actionsHeader}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} data-tone={rowTone?.(row)}>
                  {columns.map((column) => (
                    <td key={column.key}>{column.render(row)}</td>
                  ))}
                  {actions && <td>{actions(row)}</td>}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </div>
  );
}
