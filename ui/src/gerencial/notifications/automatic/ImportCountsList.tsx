import styled from 'styled-components';
import { Button } from '../../../primitives/Button';
import type { ImportCounts } from './api';
import { AUTOMATIC } from './messages';
import { importSummary } from './summary';

const M = AUTOMATIC;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.borderLight};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    min-width: 0;
  }
`;

export interface ImportCountsListProps {
  imports: ImportCounts[];
  /** The import the list is kept to, or null for all of them. */
  chosen: number | null;
  onChoose: (importId: number | null) => void;
}

/**
 * Each import's counts, with 'Ver avisos desta importação' to keep the list to it; kept to one,
 * only that import's line, with 'Todas as importações' to go back.
 */
export function ImportCountsList({ imports, chosen, onChoose }: ImportCountsListProps) {
  const shown =
    chosen === null
      ? imports
      : [
          imports.find((i) => i.importId === chosen) ?? {
            importId: chosen,
            fileName: null,
            sent: 0,
            delivered: 0,
            read: 0,
          },
        ];
  return (
    <List aria-label={M.importsList}>
      {shown.map((counts) => (
        <li key={counts.importId}>
          <p>{importSummary(counts)}</p>
          {chosen === null ? (
            <Button size="sm" variant="secondary" onClick={() => onChoose(counts.importId)}>
              {M.showImport}
              <span className="visually-hidden"> nº {counts.importId}</span>
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => onChoose(null)}>
              {M.allImports}
            </Button>
          )}
        </li>
      ))}
    </List>
  );
}
