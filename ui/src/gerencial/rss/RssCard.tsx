import { formatDate, parseApiDateTime } from '../../domain/dates';
import { Card, EditRemoveActions, StatusBadge } from '../shared/cards';
import type { RssItem } from './api';
import { RSS } from './messages';

const M = RSS;

/** Only web addresses become links (a stored `javascript:` text stays text). */
const isWebAddress = (link: string) => /^https?:\/\//i.test(link);

export interface RssCardProps {
  item: RssItem;
  busy: 'edit' | 'remove' | null;
  onEdit: (item: RssItem) => void;
  onRemove: (item: RssItem) => void;
}

/** One feed: Ativo/Inativo, its link and the day it was added. */
export function RssCard({ item, busy, onEdit, onRemove }: RssCardProps) {
  const created = parseApiDateTime(item.dataCriacao);
  return (
    <Card>
      <StatusBadge on={item.status}>{item.status ? M.active : M.inactive}</StatusBadge>
      <h3 className="link">
        {isWebAddress(item.link) ? (
          <a href={item.link} target="_blank" rel="noopener noreferrer">
            {item.link}
            <span className="visually-hidden"> (abre em nova aba)</span>
          </a>
        ) : (
          item.link
        )}
      </h3>
      <p className="muted">Cadastrado em: {created ? formatDate(created) : item.dataCriacao}</p>
      <EditRemoveActions
        what={`RSS ${item.link}`}
        busy={busy}
        onEdit={() => onEdit(item)}
        onRemove={() => onRemove(item)}
      />
    </Card>
  );
}
