import { useCallback, useState, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import styled from 'styled-components';
import { AriaProviders } from './aria';

const Root = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
`;

const List = styled(TabList)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.borderLight};
  overflow-x: auto;
`;

const TabItem = styled(Tab)`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  margin-bottom: -2px;
  border-bottom: 4px solid transparent;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  white-space: nowrap;
  outline: none;
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
`;

const Panel = styled(TabPanel)`
  padding: ${({ theme }) => theme.space(4)} 0;
  &[data-focus-visible] {
    ${({ theme }) => theme.focusRing}
  }
`;

/** What a tab's content receives: the data it was opened with and a way to open another tab. */
export interface TabContext<Id extends string, Data> {
  data: Data | undefined;
  goTo: (id: Id, data?: Data) => void;
}

export interface TabDefinition<Id extends string, Data> {
  id: Id;
  /** The tab's title; may change (e.g. 'Cadastrar Notícia' → 'Editar Notícia'). */
  label: ReactNode;
  disabled?: boolean;
  render: (context: TabContext<Id, Data>) => ReactNode;
}

/**
 * The tab state: which tab is open and the data it was opened with. `goTo('form', item)` opens a
 * tab carrying data (edit from a search card); `goTo('search')` opens one with none.
 */
export function useTabs<Id extends string, Data = unknown>(initial: Id) {
  const [state, setState] = useState<{ selected: Id; data: Data | undefined }>({
    selected: initial,
    data: undefined,
  });
  const goTo = useCallback((id: Id, data?: Data) => setState({ selected: id, data }), []);
  return { selected: state.selected, data: state.data, goTo };
}

export interface TabsProps<Id extends string, Data> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabDefinition<Id, Data>[];
  /** From {@link useTabs}. */
  state: ReturnType<typeof useTabs<Id, Data>>;
}

/**
 * Tabs (react-aria: arrow keys between tabs, Home/End, panels linked to their tabs). Only the open
 * panel renders; choosing a tab by hand opens it without data.
 */
export function Tabs<Id extends string, Data = unknown>({
  label,
  tabs,
  state,
}: TabsProps<Id, Data>) {
  const { selected, data, goTo } = state;
  return (
    <AriaProviders>
      <Root
        selectedKey={selected}
        onSelectionChange={(key) => {
          if (key !== selected) goTo(String(key) as Id);
        }}
      >
        <List aria-label={label}>
          {tabs.map((tab) => (
            <TabItem key={tab.id} id={tab.id} isDisabled={tab.disabled}>
              {tab.label}
            </TabItem>
          ))}
        </List>
        {tabs.map((tab) => (
          <Panel key={tab.id} id={tab.id}>
            {tab.id === selected && tab.render({ data, goTo })}
          </Panel>
        ))}
      </Root>
    </AriaProviders>
  );
}
