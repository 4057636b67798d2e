import { TextSearch, type TextQuery } from '../shared/TextSearch';
import { RSS_PAGE_SIZE, useDeleteRss, useRssList } from './api';
import { RSS } from './messages';
import { RssCard } from './RssCard';
import { rssSearchSchema } from './schema';

const M = RSS;

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
  const remove = useDeleteRss(clientId);
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
      actions={{
        onEdit,
        remove,
        removeQuestion: M.removeQuestion,
        describe: (item) => item.link,
        removed: M.removed,
        onRemoved,
      }}
      renderCard={(item, controls) => <RssCard key={item.id} item={item} {...controls} />}
    />
  );
}
