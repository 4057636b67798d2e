import { rssSearchSchema } from '../../forms/gerencial';
import { GERENCIAL } from '../../messages/gerencial';
import { TextSearch, type TextQuery } from '../shared/TextSearch';
import { useCardActions } from '../shared/useCardActions';
import { RSS_PAGE_SIZE, useDeleteRss, useRssList, type RssItem } from './api';
import { RssCard } from './RssCard';

const M = GERENCIAL.rss;

export interface RssSearchProps {
  clientId: number;
  query: TextQuery;
  onQuery: (query: TextQuery) => void;
  /** Fetches the feed by id and opens it in the form; rejects when it cannot be read. */
  onEdit: (id: number) => Promise<void>;
  onRemoved: (id: number) => void;
}

/** 'Buscar por RSS': search by link (at least 1 character) and the feeds' cards. */
export function RssSearch({ clientId, query, onQuery, onEdit, onRemoved }: RssSearchProps) {
  const list = useRssList(clientId, query.text, query.page);
  const actions = useCardActions<RssItem>({
    onEdit,
    remove: useDeleteRss(clientId),
    removeQuestion: M.removeQuestion,
    describe: (item) => item.link,
    removed: M.removed,
    onRemoved,
  });
  return (
    <TextSearch
      query={query}
      onQuery={onQuery}
      schema={rssSearchSchema}
      label="Link"
      searchName={M.searchTab}
      draftKey="gerencial.rss.busca"
      list={list}
      pageSize={RSS_PAGE_SIZE}
      loadingLabel="Carregando RSS..."
      listLabel="RSS encontrados"
      emptyTitle={M.empty}
      emptySearchTitle={M.emptySearch}
      renderCard={(item) => (
        <RssCard
          key={item.id}
          item={item}
          busy={actions.busyOn(item.id)}
          onEdit={actions.edit}
          onRemove={actions.remove}
        />
      )}
    >
      {actions.modal}
    </TextSearch>
  );
}
