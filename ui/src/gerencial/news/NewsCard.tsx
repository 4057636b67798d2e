import { useState } from 'react';
import styled from 'styled-components';
import { parseApiDateTime } from '../../domain/dates';
import { newsStatus } from '../../domain/news';
import type { NewsItem } from './api';
import { Card, EditRemoveActions, StatusBadge } from '../shared/cards';
import { NEWS } from './messages';
import { toDisplayDate } from './newsForm';

const Picture = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export interface NewsCardProps {
  item: NewsItem;
  now: Date;
  busy: 'edit' | 'remove' | null;
  onEdit: (item: NewsItem) => void;
  onRemove: (item: NewsItem) => void;
}

/** One news item: status, title, description, publication date and image (all as text). */
export function NewsCard({ item, now, busy, onEdit, onRemove }: NewsCardProps) {
  const [broken, setBroken] = useState(false);
  const published = newsStatus(parseApiDateTime(item.dataPublicacao), now) === 'Publicado';
  return (
    <Card>
      <StatusBadge on={published}>{published ? NEWS.published : NEWS.waiting}</StatusBadge>
      {item.arquivo && !broken && (
        <Picture
          src={item.arquivo.ane_caminho}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
        />
      )}
      <h3>{item.titulo}</h3>
      <p>{item.descricao}</p>
      <p className="muted">Publicação: {toDisplayDate(item.dataPublicacao)}</p>
      <EditRemoveActions
        what={`notícia ${item.titulo}`}
        busy={busy}
        onEdit={() => onEdit(item)}
        onRemove={() => onRemove(item)}
      />
    </Card>
  );
}
