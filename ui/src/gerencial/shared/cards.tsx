/**
 * The search tabs' result cards of the Portal Gerencial's screens: a list of cards, a status badge, the
 * actions row and the results footer.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { EditIcon, TrashIcon } from '../../primitives/icons';

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3.link {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Badge = styled.span<{ $tone: 'success' | 'waiting' }>`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.warning)};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successLight : theme.colors.warningLight};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.warning)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** A card's status ('Publicado', 'Aguardando', 'Ativo', 'Inativo'). */
export function StatusBadge({ on, children }: { on: boolean; children: ReactNode }) {
  return <Badge $tone={on ? 'success' : 'waiting'}>{children}</Badge>;
}

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(2)};
`;

export const ResultsFooter = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const SearchRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  & > :first-child {
    flex: 1 1 16rem;
  }
  /* Beside the field, level with its input (below its label); on a phone, under it. */
  ${({ theme }) => theme.media.desktop} {
    & > button {
      margin-top: 1.6rem;
    }
  }
`;

export const FormGrid = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  max-width: 48rem;
  .pair {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
  .intro {
    display: flex;
    align-items: center;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/**
 * A search card's 'Editar' and 'Remover', each named after the item (`what`: 'notícia Título',
 * 'RSS https://…'), both disabled while either runs.
 */
export function EditRemoveActions({
  what,
  busy,
  onEdit,
  onRemove,
}: {
  what: string;
  busy: 'edit' | 'remove' | null;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <CardActions>
      <Button
        size="sm"
        variant="secondary"
        icon={<EditIcon />}
        loading={busy === 'edit'}
        disabled={busy !== null}
        aria-label={`Editar ${what}`}
        onClick={onEdit}
      >
        Editar
      </Button>
      <Button
        size="sm"
        variant="danger"
        icon={<TrashIcon />}
        loading={busy === 'remove'}
        disabled={busy !== null}
        aria-label={`Remover ${what}`}
        onClick={onRemove}
      >
        Remover
      </Button>
    </CardActions>
  );
}
