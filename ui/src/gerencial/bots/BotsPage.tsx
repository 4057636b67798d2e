import { useState } from 'react';
import { editTab, Tabs, useTabs } from '../../primitives/Tabs';
import { ScreenHeader } from '../layout/ScreenHeader';
import type { Bot, BotSearch } from './api';
import { BotForm } from './BotForm';
import { BotSearchPanel } from './BotSearchPanel';
import { BOT } from './messages';

const M = BOT;

type TabId = 'cadastro' | 'busca';

/**
 * /clientes/bots, Chatbots (Blip Bot): 'Cadastrar Blip Bot' (or 'Editar Blip Bot' when a card's
 * edit opened it carrying the bot) and 'Buscar por Blip Bot'.
 */
export function BotsPage() {
  const tabs = useTabs<TabId, Bot>('cadastro');
  const [search, setSearch] = useState<BotSearch>({ text: '', byName: true });
  return (
    <>
      <ScreenHeader title={M.title} description={M.intro} />
      <Tabs
        label={M.tabsLabel}
        state={tabs}
        tabs={[
          editTab({
            id: 'cadastro',
            state: tabs,
            createLabel: M.createTab,
            editLabel: M.editTab,
            keyOf: (bot) => bot.bbo_id,
            render: ({ data, goTo }) => (
              <BotForm
                bot={data}
                onDone={() => goTo('busca')}
                onRestoreEdit={(bot) => goTo('cadastro', bot)}
              />
            ),
          }),
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
