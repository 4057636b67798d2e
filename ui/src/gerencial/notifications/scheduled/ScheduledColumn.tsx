import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../../api/failureMessage';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { EmptyState, ErrorState } from '../../../primitives/EmptyState';
import { PlusIcon, TrashIcon } from '../../../primitives/icons';
import { Spinner } from '../../../primitives/Spinner';
import { NOTIFICATIONS } from '../messages';
import { SCHEDULED_LIST } from './messages';

const M = NOTIFICATIONS;
const L = SCHEDULED_LIST;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  .muted {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const RowList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Row = styled.li<{ $current?: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.borderLight)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.primaryLight : 'transparent')};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  .title {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .actions {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

export interface ColumnRead {
  isLoading: boolean;
  error: unknown;
  hasData: boolean;
  retry: () => void;
}

export interface ScheduledColumnProps {
  title: string;
  /** No parent chosen yet: this hint instead of a list. */
  waitingFor?: string;
  read: ColumnRead;
  empty: string;
  count: number;
  /** Scheduled mode: select-all, bulk remove and add are offered. */
  editable: boolean;
  selectAllLabel: string;
  /** How many rows the column holds (what select-all selects). */
  selectable: number;
  selectedCount: number;
  onSelectAll: (checked: boolean) => void;
  onBulkRemove: () => void;
  removing: boolean;
  addLabel?: string;
  onAdd?: () => void;
  /** The bulk removal's progress, when one runs in this column. */
  progress?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * One of the tab's three columns: its heading and count, select-all and 'Remover (n)', the add
 * button, then loading, error (with retry), empty or its rows.
 */
export function ScheduledColumn({
  title,
  waitingFor,
  read,
  empty,
  count,
  editable,
  selectAllLabel,
  selectable,
  selectedCount,
  onSelectAll,
  onBulkRemove,
  removing,
  addLabel,
  onAdd,
  progress,
  children,
  footer,
}: ScheduledColumnProps) {
  const headingId = useId();
  const body = (() => {
    if (waitingFor) return <p className="muted">{waitingFor}</p>;
    if (read.error && !read.hasData)
      return <ErrorState message={failureMessage(read.error, M.error)} onRetry={read.retry} />;
    if (!read.hasData) return <Spinner label={`Carregando ${title.toLowerCase()}...`} />;
    if (count === 0) return <EmptyState title={empty} />;
    return children;
  })();
  const showTools = editable && !waitingFor;
  return (
    <Section aria-labelledby={headingId} data-coluna={title}>
      <h3 id={headingId}>
        {title}
        {!waitingFor && read.hasData && <span className="muted"> ({L.count(count)})</span>}
      </h3>
      {showTools && (
        <div className="tools">
          {selectable > 0 && (
            <Checkbox
              checked={selectedCount > 0 && selectedCount === selectable}
              indeterminate={selectedCount > 0 && selectedCount < selectable}
              onChange={onSelectAll}
              disabled={removing}
            >
              {selectAllLabel}
            </Checkbox>
          )}
          <Button
            size="sm"
            variant="danger"
            icon={<TrashIcon />}
            disabled={selectedCount === 0}
            loading={removing}
            onClick={onBulkRemove}
          >
            {L.removeSelected(selectedCount)}
          </Button>
          {addLabel && onAdd && (
            <Button size="sm" variant="secondary" icon={<PlusIcon />} onClick={onAdd}>
              {addLabel}
            </Button>
          )}
        </div>
      )}
      {progress}
      {body}
      {!waitingFor && read.hasData && footer}
    </Section>
  );
}
