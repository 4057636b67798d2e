import { newsSearchSchema } from '../../forms/gerencial';
import { useZodForm } from '../../forms/useZodForm';
import { GERENCIAL } from '../../messages/gerencial';
import { Button } from '../../primitives/Button';
import { SearchIcon } from '../../primitives/icons';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextField } from '../../primitives/TextField';
import { useFormDraft } from '../session/useFormDraft';
import { NEWS_PAGE_SIZE, useDeleteNews, useNewsList, type NewsItem } from './api';
import { SearchRow } from '../shared/cards';
import { SearchResults } from '../shared/SearchResults';
import { useCardActions } from '../shared/useCardActions';
import { NewsCard } from './NewsCard';

const M = GERENCIAL.news;

export interface NewsQuery {
  title: string;
  page: number;
}

export interface NewsSearchProps {
  clientId: number;
  query: NewsQuery;
  onQuery: (query: NewsQuery) => void;
  /** Fetches the item by id and opens it in the form; rejects when it cannot be read. */
  onEdit: (id: number) => Promise<void>;
  onRemoved: (id: number) => void;
}

/** 'Buscar por Notícias': search by title (1 to 70), the cards and 'Total de Resultados'. */
export function NewsSearch({ clientId, query, onQuery, onEdit, onRemoved }: NewsSearchProps) {
  const form = useZodForm(newsSearchSchema, { defaultValues: { title: query.title } });
  useFormDraft('gerencial.news.busca', form);
  const list = useNewsList(clientId, query.title, query.page);
  const actions = useCardActions<NewsItem>({
    onEdit,
    remove: useDeleteNews(clientId),
    removeQuestion: M.removeQuestion,
    describe: (item) => item.titulo,
    removed: M.removed,
    onRemoved,
  });
  const now = new Date();

  return (
    <div>
      <SearchRow
        role="search"
        aria-label={M.searchTab}
        noValidate
        onSubmit={submitWithToast(form, ({ title }) => onQuery({ title, page: 1 }))}
      >
        <TextField
          label="Título da notícia"
          type="search"
          {...form.register('title')}
          error={form.formState.errors.title?.message}
        />
        <Button type="submit" icon={<SearchIcon />}>
          Buscar
        </Button>
        {query.title && (
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ title: '' });
              onQuery({ title: '', page: 1 });
            }}
          >
            Limpar busca
          </Button>
        )}
      </SearchRow>
      <SearchResults
        list={list}
        searched={query.title}
        page={query.page}
        pageSize={NEWS_PAGE_SIZE}
        onPage={(page) => onQuery({ ...query, page })}
        loadingLabel="Carregando notícias..."
        listLabel="Notícias encontradas"
        emptyTitle={M.empty}
        emptySearchTitle={M.emptySearch}
        renderCard={(item) => (
          <NewsCard
            key={item.id}
            item={item}
            now={now}
            busy={actions.busyOn(item.id)}
            onEdit={actions.edit}
            onRemove={actions.remove}
          />
        )}
      />
      {actions.modal}
    </div>
  );
}
