import { NEWS_PAGE_SIZE, useDeleteNews, useNewsList } from './api';
import { TextSearch, type TextQuery } from '../shared/TextSearch';
import { NEWS } from './messages';
import { NewsCard } from './NewsCard';
import { newsSearchSchema } from './schema';

const M = NEWS;

export interface NewsSearchProps {
  clientId: number;
  query: TextQuery;
  onQuery: (query: TextQuery) => void;
  /** Fetches the item by id and opens it in the form; rejects when it cannot be read. */
  onEdit: (id: number) => Promise<void>;
  onRemoved: (id: number) => void;
}

/** 'Buscar por Notícias': search by title (1 to 70), the cards and 'Total de Resultados'. */
export function NewsSearch({ clientId, query, onQuery, onEdit, onRemoved }: NewsSearchProps) {
  const list = useNewsList(clientId, query.text, query.page);
  const remove = useDeleteNews(clientId);
  const now = new Date();
  return (
    <TextSearch
      query={query}
      onQuery={onQuery}
      schema={newsSearchSchema}
      label="Título da notícia"
      searchName={M.searchTab}
      draftKey="gerencial.news.busca"
      list={list}
      pageSize={NEWS_PAGE_SIZE}
      loadingLabel="Carregando notícias..."
      listLabel="Notícias encontradas"
      emptyTitle={M.empty}
      emptySearchTitle={M.emptySearch}
      actions={{
        onEdit,
        remove,
        removeQuestion: M.removeQuestion,
        describe: (item) => item.titulo,
        removed: M.removed,
        onRemoved,
      }}
      renderCard={(item, controls) => (
        <NewsCard key={item.id} item={item} now={now} {...controls} />
      )}
    />
  );
}
