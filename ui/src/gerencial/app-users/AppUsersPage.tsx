import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { formatCpf } from '../../domain/cpf';
import { COMMON } from '../../messages/common';
import { AdminPagination } from '../../primitives/AdminPagination';
import { Button } from '../../primitives/Button';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { EyeIcon, SearchIcon } from '../../primitives/icons';
import { ResponsiveTable, type Column } from '../../primitives/ResponsiveTable';
import { PageLoader } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useAppUsers, type AppUser } from './api';
import { AppUserDetailModal } from './AppUserDetailModal';
import { APP_USERS_PAGE_SIZE, statusLabel } from './appUserFields';
import { APP_USERS } from './messages';

const M = APP_USERS;

const Search = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 32rem) max-content;
  justify-content: start;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Counter = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const columns: Column<AppUser>[] = [
  { key: 'nome', header: M.fields.name, render: (u) => u.usu_nome_usuario, hideOnCard: true },
  { key: 'cpf', header: M.fields.cpf, render: (u) => formatCpf(u.usu_cpf) || COMMON.notInformed },
  { key: 'email', header: M.fields.email, render: (u) => u.usu_email || COMMON.notInformed },
  { key: 'situacao', header: M.fields.status, render: (u) => statusLabel(u.usu_status) },
];

/**
 * /clientes/autorizar-usuarios-app, Gerenciar Usuários do APP: search by name, ten a page from the
 * server ('Resultados encontrados: X de Y'), and each user's read-only detail with the password
 * reset.
 */
export function AppUsersPage() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState({ user: '', page: 1 });
  const [viewing, setViewing] = useState<AppUser | null>(null);
  const [opening, setOpening] = useState(0);
  const { data, error, isValidating, mutate } = useAppUsers(search.user, search.page);
  const results = useRef<HTMLDivElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ user: text.trim(), page: 1 });
  };

  let body;
  if (error) {
    body = (
      <ErrorState
        message={failureMessage(error, COMMON.serverError)}
        onRetry={() => void mutate()}
      />
    );
  } else if (!data) {
    body = <PageLoader label="Carregando usuários..." />;
  } else if (data.rows.length === 0) {
    body = <EmptyState title={M.empty} />;
  } else {
    body = (
      <>
        <Counter role="status">{M.counter(data.rows.length, data.count)}</Counter>
        <ResponsiveTable
          caption={M.tableCaption}
          columns={columns}
          rows={data.rows}
          rowKey={(u) => u.usu_id}
          cardTitle={(u) => u.usu_nome_usuario}
          actions={(u) => (
            <Button
              size="sm"
              variant="secondary"
              icon={<EyeIcon />}
              onClick={() => {
                setOpening((n) => n + 1);
                setViewing(u);
              }}
            >
              {M.details}
              <span className="visually-hidden"> de {u.usu_nome_usuario}</span>
            </Button>
          )}
        />
        <AdminPagination
          total={data.count}
          limit={APP_USERS_PAGE_SIZE}
          page={search.page}
          onPageChange={(page) => {
            setSearch((current) => ({ ...current, page }));
            results.current?.focus();
          }}
        />
      </>
    );
  }

  return (
    <>
      <ScreenHeader title={M.title} description={M.intro} />
      <Search role="search" aria-label={M.searchPlaceholder} onSubmit={submit}>
        <TextField
          label={M.searchPlaceholder}
          hideLabel
          type="search"
          placeholder={M.searchPlaceholder}
          value={text}
          maxLength={90}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" icon={<SearchIcon />}>
          {M.searchButton}
        </Button>
      </Search>
      <div
        ref={results}
        tabIndex={-1}
        role="region"
        aria-label="Resultados da busca"
        aria-busy={isValidating || undefined}
      >
        {body}
      </div>
      <AppUserDetailModal
        // As the list has it now (a reset changes the status).
        user={(viewing && data?.rows.find((u) => u.usu_id === viewing.usu_id)) ?? viewing}
        opening={opening}
        onClose={() => setViewing(null)}
      />
    </>
  );
}

export default AppUsersPage;
