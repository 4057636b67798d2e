import { useState } from 'react';
import { GERENCIAL } from '../../messages/gerencial';
import { Tabs, useTabs } from '../../primitives/Tabs';
import { ScreenHeader } from '../layout/ScreenHeader';
import type { Bot, BotSearch } from './api';
import { BotForm } from './BotForm';
import { BotSearchPanel } from './BotSearchPanel';

const M = GERENCIAL.bot;

type TabId = 'cadastro' | 'busca';

/**
 * /clientes/bots, Chatbots (Blip Bot): 'Cadastrar Blip Bot' (or 'Editar Blip Bot' when a card's
 * edit opened it carrying the bot) and 'Buscar por Blip Bot'.
 */
export function BotsPage() {
  const tabs = useTabs<TabId, Bot>('cadastro');
  const [search, setSearch] = useState<BotSearch>({ text: '', byName: true });
  const editing = tabs.selected === 'cadastro' ? tabs.data : undefined;
  return (
    <>
      <ScreenHeader title={M.title} description={M.intro} />
      <Tabs
        label={M.tabsLabel}
        state={tabs}
        tabs={[
          {
            id: 'cadastro',
            label: editing ? M.editTab : M.createTab,
            render: ({ data, goTo }) => (
              <BotForm
                key={data?.bbo_id ?? 'novo'}
                bot={data}
                onDone={() => goTo('busca')}
                onRestoreEdit={(bot) => goTo('cadastro', bot)}
              />
            ),
          },
          {
            id: 'busca',
            label: M.searchTab,
            render: ({ goTo }) => (
              <BotSearchPanel
                applied={search}
                onSearch={setSearch}
                onEdit={(bot) => goTo('cadastro', bot)}
              />
            ),
          },
        ]}
      />
    </>
  );
}

export default BotsPage;
