import { Tabs, useTabs } from '../../primitives/Tabs';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useFormDraft } from '../session/useFormDraft';
import type { ClientUser } from './api';
import { ClientUserForm, useClientUserForm, valuesOf } from './ClientUserForm';
import { ClientUserSearch } from './ClientUserSearch';
import { CLIENT_USER } from './messages';

const M = CLIENT_USER;

type TabId = 'cadastro' | 'busca';

/**
 * /clientes/client-user, Gerenciar Usuários: 'Cadastrar Usuário' and 'Buscar por Usuário' (the
 * list and the 'Detalhes' of the selected user). One form holds the spec's state: usc_id 0 is
 * create mode, above 0 update mode; selecting a user enters update mode, Cancelar or a confirmed
 * update or removal goes back to create mode.
 */
export function ClientUsersPage() {
  const form = useClientUserForm();
  const tabs = useTabs<TabId>('cadastro');
  const toCreateMode = () => form.reset(valuesOf());
  useFormDraft('gerencial.client-users', form, {
    // An update under way when the session ended: back to its user's details.
    onRestore: (values) => {
      if ((values.usc_id ?? 0) > 0) tabs.goTo('busca');
    },
  });
  const select = (user: ClientUser) => form.reset(valuesOf(user));
  return (
    <>
      <ScreenHeader title={M.title} description={M.intro} />
      <Tabs
        label={M.tabsLabel}
        state={{
          ...tabs,
          goTo: (id) => {
            // The create tab is create mode: a selection made in the search is let go.
            if (id === 'cadastro' && form.getValues('usc_id') > 0) toCreateMode();
            tabs.goTo(id);
          },
        }}
        tabs={[
          {
            id: 'cadastro',
            label: M.createTab,
            render: () => <ClientUserForm form={form} onReset={toCreateMode} />,
          },
          {
            id: 'busca',
            label: M.searchTab,
            render: () => <ClientUserSearch form={form} onSelect={select} onReset={toCreateMode} />,
          },
        ]}
      />
    </>
  );
}

export default ClientUsersPage;
