import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { AdminPagination } from '../../primitives/AdminPagination';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { PageLoader } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import { useClientUsers, type ClientUser } from './api';
import { CLIENT_USERS_PAGE_SIZE, filterClientUsers, pageOf } from './clientUserList';
import { ClientUserForm, type ClientUserFormApi } from './ClientUserForm';
import { ClientUserRemovals } from './ClientUserRemovals';
import { CLIENT_USER } from './messages';

const M = CLIENT_USER;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2:focus {
    outline: none;
  }
`;

const Found = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Users = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  button {
    width: 100%;
    min-height: ${({ theme }) => theme.targetSize};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.borderLight};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: start;
    overflow-wrap: anywhere;
    cursor: pointer;
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
    &:focus-visible {
      ${({ theme }) => theme.focusRing}
    }
    .name,
    .login {
      display: block;
    }
    .login {
      font-size: ${({ theme }) => theme.font.size.sm};
      font-weight: normal;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    &[aria-pressed='true'] {
      border: 2px solid ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primaryLight};
      font-weight: ${({ theme }) => theme.font.weight.bold};
    }
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * 'Buscar por Usuário': the client's users filtered by name on the screen (typing clears the
 * selection), five a page (back to page 1 when the total changes), and the 'Detalhes' form of the
 * selected user (update mode).
 */
export function ClientUserSearch({
  form,
  onSelect,
  onReset,
}: {
  /** The screen's form: a selected user puts it in update mode. */
  form: ClientUserFormApi;
  onSelect: (user: ClientUser) => void;
  /** Back to create mode (nothing selected). */
  onReset: () => void;
}) {
  const { data, error, mutate } = useClientUsers();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const selectedId = form.watch('usc_id');
  const selected = selectedId > 0 ? data?.find((u) => u.usc_id === selectedId) : undefined;
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  const filtered = filterClientUsers(data ?? [], filter);
  const total = filtered.length;
  // A new total (a filter, a removal, a new user) starts again at page 1.
  useEffect(() => setPage(1), [total]);

  // The form is below the list on a phone, and its buttons go when it closes: the heading is
  // where the reader goes next.
  const focusDetails = () => requestAnimationFrame(() => detailsHeading.current?.focus());
  const select = (user: ClientUser) => {
    onSelect(user);
    focusDetails();
  };

  let list;
  if (error) {
    list = (
      <ErrorState message={failureMessage(error, M.loadError)} onRetry={() => void mutate()} />
    );
  } else if (!data) {
    list = <PageLoader label="Carregando usuários..." />;
  } else if (total === 0) {
    list = <EmptyState title={M.empty} />;
  } else {
    list = (
      <>
        <Found role="status">{M.found(total)}</Found>
        <Users aria-label={M.listLabel}>
          {pageOf(filtered, page).map((user) => (
            <li key={user.usc_id}>
              <button
                type="button"
                aria-pressed={selectedId === user.usc_id}
                onClick={() => select(user)}
              >
                <span className="name">{user.usc_nome_usuario}</span>{' '}
                <span className="login">{M.loginOf(user.usc_login)}</span>
              </button>
            </li>
          ))}
        </Users>
        <AdminPagination
          total={total}
          limit={CLIENT_USERS_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <Layout>
      <section aria-labelledby={`${ids}-lista`}>
        <h2 id={`${ids}-lista`}>{M.listLabel}</h2>
        <TextField
          label={M.filter}
          type="search"
          value={filter}
          maxLength={45}
          onChange={(event) => {
            setFilter(event.target.value);
            if (selectedId > 0) onReset();
          }}
        />
        {list}
        <ClientUserRemovals />
      </section>
      <section aria-labelledby={`${ids}-detalhes`}>
        <h2 id={`${ids}-detalhes`} ref={detailsHeading} tabIndex={-1}>
          {M.details}
        </h2>
        {selectedId > 0 ? (
          <ClientUserForm
            form={form}
            user={selected}
            accounts={data?.length}
            onReset={() => {
              onReset();
              focusDetails();
            }}
          />
        ) : (
          <Hint>{M.selectHint}</Hint>
        )}
      </section>
    </Layout>
  );
}
