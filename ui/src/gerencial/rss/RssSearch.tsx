import { useState } from 'react';
import { failureMessage } from '../../api/failureMessage';
import { rssSearchSchema } from '../../forms/gerencial';
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
import { CardList, ResultsFooter, SearchRow } from '../shared/cards';
import { useFormDraft } from '../session/useFormDraft';
import { RSS_PAGE_SIZE, useDeleteRss, useRssList, type RssItem } from './api';
import { RssCard } from './RssCard';

const M = GERENCIAL.rss;

export interface RssQuery {
  link: string;
  page: number;
}

export interface RssSearchProps {
  clientId: number;
  query: RssQuery;
  onQuery: (query: RssQuery) => void;
  /** Fetches the feed by id and opens it in the form; rejects when it cannot be read. */
  onEdit: (id: number) => Promise<void>;
  onRemoved: (id: number) => void;
}

/** 'Buscar por RSS': search by link (at least 1 character) and the feeds' cards. */
export function RssSearch({ clientId, query, onQuery, onEdit, onRemoved }: RssSearchProps) {
  const form = useZodForm(rssSearchSchema, { defaultValues: { link: query.link } });
  useFormDraft('gerencial.rss.busca', form);
  const list = useRssList(clientId, query.link, query.page);
  const remove = useDeleteRss(clientId);
  const { confirm, modal } = useConfirm();
  const [busy, setBusy] = useState<{ id: number; action: 'edit' | 'remove' } | null>(null);

  const edit = async (item: RssItem) => {
    if (busy) return;
    setBusy({ id: item.id, action: 'edit' });
    try {
      await onEdit(item.id);
    } catch (error) {
      toast.error(failureMessage(error, COMMON.serverError));
      setBusy(null);
    }
  };

  const askRemove = async (item: RssItem) => {
    if (busy) return;
    const confirmed = await confirm({
      title: M.removeQuestion,
      content: <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{item.link}</p>,
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
    results = <Spinner label="Carregando RSS..." />;
  } else if (rows.length === 0) {
    results = (
      <EmptyState
        title={query.link ? M.emptySearch : M.empty}
        description={query.link ? `Busca: “${query.link}”` : undefined}
      />
    );
  } else {
    results = (
      <>
        <CardList aria-label="RSS encontrados" aria-busy={list.isValidating || undefined}>
          {rows.map((item) => (
            <RssCard
              key={item.id}
              item={item}
              busy={busy?.id === item.id ? busy.action : null}
              onEdit={(chosen) => void edit(chosen)}
              onRemove={(chosen) => void askRemove(chosen)}
            />
          ))}
        </CardList>
        <AdminPagination
          total={list.data.count}
          limit={RSS_PAGE_SIZE}
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
        onSubmit={submitWithToast(form, ({ link }) => onQuery({ link, page: 1 }))}
      >
        <TextField
          label="Link"
          type="search"
          {...form.register('link')}
          error={form.formState.errors.link?.message}
        />
        <Button type="submit" icon={<SearchIcon />}>
          Buscar
        </Button>
        {query.link && (
          <Button
            variant="secondary"
            onClick={() => {
              form.reset({ link: '' });
              onQuery({ link: '', page: 1 });
            }}
          >
            Limpar busca
          </Button>
        )}
      </SearchRow>
      {results}
      {list.data && !list.error && (
        <ResultsFooter role="status">
          {GERENCIAL.news.total}: {list.data.count}
        </ResultsFooter>
      )}
      {modal}
    </div>
  );
}
