import { useState } from 'react';
import { failureMessage } from '../../api/failureMessage';
import { newsSearchSchema } from '../../forms/gerencial';
import { useZodForm } from '../../forms/useZodForm';
import { COMMON } from '../../messages/common';
import { GERENCIAL } from '../../messages/gerencial';
import { AdminPagination } from '../../primitives/AdminPagination';
import { Button } from '../../primitives/Button';
import { useConfirm } from '../../primitives/ConfirmModal';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { SearchIcon } from '../../primitives/icons';
import { Spinner } from '../../primitives/Spinner';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextField } from '../../primitives/TextField';
import { toast } from '../../primitives/toast';
import { useFormDraft } from '../session/useFormDraft';
import { NEWS_PAGE_SIZE, useDeleteNews, useNewsList, type NewsItem } from './api';
import { CardList, ResultsFooter, SearchRow } from '../shared/cards';
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
  const remove = useDeleteNews(clientId);
  const { confirm, modal } = useConfirm();
  const [busy, setBusy] = useState<{ id: number; action: 'edit' | 'remove' } | null>(null);
  const now = new Date();

  const edit = async (item: NewsItem) => {
    if (busy) return;
    setBusy({ id: item.id, action: 'edit' });
    try {
      await onEdit(item.id);
    } catch (error) {
      toast.error(failureMessage(error, COMMON.serverError));
      setBusy(null);
    }
  };

  const askRemove = async (item: NewsItem) => {
    if (busy) return;
    const confirmed = await confirm({
      title: M.removeQuestion,
      content: <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{item.titulo}</p>,
      confirmLabel: 'Remover',
      danger: true,
    });
    if (!confirmed) return;
    setBusy({ id: item.id, action: 'remove' });
    try {
      await remove(item.id);
      toast.success(M.removed);
      onRemoved(item.id);
    } catch (error) {
      toast.error(failureMessage(error, COMMON.serverError));
    } finally {
      setBusy(null);
    }
  };

  const rows = list.data?.rows ?? [];
  let results;
  // A failed read shows only its error: earlier rows (another search's) would mislead.
  if (list.error) {
    results = (
      <ErrorState
        message={failureMessage(list.error, COMMON.genericTryLater)}
        onRetry={() => void list.mutate()}
      />
    );
  } else if (!list.data) {
    results = <Spinner label="Carregando notícias..." />;
  } else if (rows.length === 0) {
    results = (
      <EmptyState
        title={query.title ? M.emptySearch : M.empty}
        description={query.title ? `Busca: “${query.title}”` : undefined}
      />
    );
  } else {
    results = (
      <>
        <CardList aria-label="Notícias encontradas" aria-busy={list.isValidating || undefined}>
          {rows.map((item) => (
            <NewsCard
              key={item.id}
              item={item}
              now={now}
              busy={busy?.id === item.id ? busy.action : null}
              onEdit={(chosen) => void edit(chosen)}
              onRemove={(chosen) => void askRemove(chosen)}
            />
          ))}
        </CardList>
        <AdminPagination
          total={list.data.count}
          limit={NEWS_PAGE_SIZE}
          page={query.page}
          onPageChange={(page) => onQuery({ ...query, page })}
        />
      </>
    );
  }

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
      {results}
      {list.data && !list.error && (
        <ResultsFooter role="status">
          {M.total}: {list.data.count}
        </ResultsFooter>
      )}
      {modal}
    </div>
  );
}
