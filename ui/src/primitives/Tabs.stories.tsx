import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { Button } from './Button';
import { Tabs, useTabs } from './Tabs';

interface Bot {
  id: number;
  name: string;
}

const BOTS: Bot[] = [
  { id: 1, name: 'Atendimento' },
  { id: 2, name: 'Agendamentos' },
];

/** The Blip Bot page's shape: a form tab and a search tab that opens the form carrying a bot. */
function BotTabs() {
  const state = useTabs<'form' | 'search', Bot>('form');
  return (
    <Tabs
      label="Blip Bot"
      state={state}
      tabs={[
        {
          id: 'form',
          label: state.data ? 'Editar Blip Bot' : 'Cadastrar Blip Bot',
          render: ({ data }) => <p>{data ? `Editando ${data.name}` : 'Novo bot'}</p>,
        },
        {
          id: 'search',
          label: 'Buscar por Blip Bot',
          render: ({ goTo }) => (
            <ul>
              {BOTS.map((bot) => (
                <li key={bot.id}>
                  {bot.name}{' '}
                  <Button size="sm" variant="secondary" onClick={() => goTo('form', bot)}>
                    Editar {bot.name}
                  </Button>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}

const meta = {
  title: 'Primitivos/Tabs',
  component: BotTabs,
} satisfies Meta<typeof BotTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs; the panel follows. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Blip Bot' });
    const first = within(list).getByRole('tab', { name: 'Cadastrar Blip Bot' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const second = within(list).getByRole('tab', { name: 'Buscar por Blip Bot' });
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Atendimento');
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** 'Editar' on a search card opens the form tab with that bot; its title changes. */
export const CarryData: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Buscar por Blip Bot' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Agendamentos' }));
    const tab = canvas.getByRole('tab', { name: 'Editar Blip Bot' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Editando Agendamentos');
    await userEvent.click(canvas.getByRole('tab', { name: 'Buscar por Blip Bot' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Cadastrar Blip Bot' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Novo bot');
  },
};
