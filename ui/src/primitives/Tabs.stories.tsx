import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoHorizontalOverflow } from '../storybook/expectNoHorizontalOverflow';
import { expectSelectedTabInView } from '../storybook/expectSelectedTabInView';
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

/** The notifications page's shape: three long titles, wider together than a phone. */
function NotificationTabs() {
  const state = useTabs<'enviar' | 'agendadas' | 'imediato'>('enviar');
  return (
    <Tabs
      label="Notificações"
      state={state}
      tabs={[
        { id: 'enviar', label: 'Enviar Notificação', render: () => <p>Formulário</p> },
        { id: 'agendadas', label: 'Notificações Agendadas', render: () => <p>Agendadas</p> },
        { id: 'imediato', label: 'Envio Imediato', render: () => <p>Enviadas</p> },
      ]}
    />
  );
}

/**
 * 360 px: the titles do not fit side by side. The list scrolls sideways; a tab chosen by touch or
 * by the arrow keys is scrolled whole into view, and a chevron over a fade marks each edge that
 * hides more tabs.
 */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  render: () => <NotificationTabs />,
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist', { name: 'Notificações' });
    const tab = (name: string) => within(list).getByRole('tab', { name });
    const more = (side: string) => canvasElement.querySelector(`[data-tabs-more="${side}"]`);
    await expectSelectedTabInView(list);
    await waitFor(() => expect(more('end')).toBeVisible());
    await expect(more('start')).toBeNull();
    await userEvent.click(tab('Envio Imediato'));
    await expect(tab('Envio Imediato')).toHaveAttribute('aria-selected', 'true');
    await expectSelectedTabInView(list);
    await waitFor(() => expect(more('start')).toBeVisible());
    await expect(more('end')).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Notificações Agendadas')).toHaveFocus();
    await expect(tab('Notificações Agendadas')).toHaveAttribute('aria-selected', 'true');
    await expectSelectedTabInView(list);
    // A tab in the middle: more tabs on both sides.
    await waitFor(() => expect(more('end')).toBeVisible());
    await expect(more('start')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(tab('Enviar Notificação')).toHaveAttribute('aria-selected', 'true');
    await expectSelectedTabInView(list);
    await waitFor(() => expect(more('start')).toBeNull());
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Formulário');
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

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
