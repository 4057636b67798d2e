import { rssSearchSchema } from '../../forms/gerencial';
import { useZodForm } from '../../forms/useZodForm';
import { GERENCIAL } from '../../messages/gerencial';
import { Button } from '../../primitives/Button';
import { SearchIcon } from '../../primitives/icons';
import { submitWithToast } from '../../primitives/submitWithToast';
import { TextField } from '../../primitives/TextField';
import { SearchRow } from '../shared/cards';
import { SearchResults } from '../shared/SearchResults';
import { useCardActions } from '../shared/useCardActions';
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
  const actions = useCardActions<RssItem>({
    onEdit,
    remove: useDeleteRss(clientId),
    removeQuestion: M.removeQuestion,
    describe: (item) => item.link,
    removed: M.removed,
    onRemoved,
  });

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
      <SearchResults
        list={list}
        searched={query.link}
        page={query.page}
        pageSize={RSS_PAGE_SIZE}
        onPage={(page) => onQuery({ ...query, page })}
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
      />
      {actions.modal}
    </div>
  );
}
