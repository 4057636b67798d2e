import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectSelectedTabInView } from '../../storybook/expectSelectedTabInView';
import { atReflow, atViewport } from '../../storybook/viewports';
import { loginAdminForStory, withAdmin } from '../storybook/GerencialStoryFrame';
import { NOTIFICATIONS } from './messages';
import { NotificationsPage } from './NotificationsPage';

const M = NOTIFICATIONS;
const T = { timeout: 8_000 };

/** The page with its four tabs, as /clientes/agendamento-notificacoes shows it. */
const meta = {
  title: 'Gerencial/Notificações/Página de notificações',
  component: NotificationsPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/agendamento-notificacoes' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/*
 * Queries stay inside the tab list and the open panel: role queries over the whole page (the send
 * form, the admin layout) are slow on a loaded machine.
 */
const tablist = (canvasElement: HTMLElement) => {
  const list = canvasElement.querySelector<HTMLElement>('[role="tablist"]');
  if (!list) throw new TypeError('lista de abas ausente');
  return list;
};
const tab = (list: HTMLElement, name: string) => within(list).getByRole('tab', { name });
/** The sent notifications of the immediate tab, loaded. */
const sentList = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const list = canvasElement.querySelector(
      '[role="tabpanel"] [aria-label="Notificações enviadas"]',
    );
    expect(list).not.toBeNull();
  }, T);

/** The four tabs; the send form opens first; the arrow keys move between tabs (WAI-ARIA). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = tablist(canvasElement);
    await expect(list).toHaveAccessibleName(M.tabsLabel);
    await expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([M.sendTab, M.scheduledTab, M.immediateTab, M.automaticTab]);
    await expect(tab(list, M.sendTab)).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab(list, M.sendTab));
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(list, M.scheduledTab)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(list, M.scheduledTab)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tab(list, M.automaticTab)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(list, M.immediateTab)).toHaveAttribute('aria-selected', 'true');
    await sentList(canvasElement);
  },
};

/**
 * 360 px: the tab bar scrolls sideways inside itself; whichever tab is chosen (by touch or by the
 * arrow keys) is scrolled whole into view, and a fade with a chevron marks each edge that hides
 * more tabs.
 */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvasElement }) => {
    const list = tablist(canvasElement);
    const more = (side: string) => canvasElement.querySelector(`[data-tabs-more="${side}"]`);
    await expectSelectedTabInView(list);
    // More tabs to the right of the first one: the end says so.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(more('end')).toBeVisible());
    await expect(more('start')).toBeNull();

    await userEvent.click(tab(list, M.immediateTab));
    await expect(tab(list, M.immediateTab)).toHaveAttribute('aria-selected', 'true');
    await expectSelectedTabInView(list);
    await waitFor(() => expect(more('start')).toBeVisible());

    // Back by the keyboard: each tab the arrows reach is shown whole.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(list, M.scheduledTab)).toHaveAttribute('aria-selected', 'true');
    await expectSelectedTabInView(list);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(list, M.sendTab)).toHaveAttribute('aria-selected', 'true');
    await expectSelectedTabInView(list);
    await userEvent.keyboard('{ArrowLeft}'); // wraps to the last tab
    await expect(tab(list, M.automaticTab)).toHaveAttribute('aria-selected', 'true');
    await expectSelectedTabInView(list);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab(list, M.immediateTab)).toHaveAttribute('aria-selected', 'true');
    await expectSelectedTabInView(list);
    await sentList(canvasElement);
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 %: the chosen tab still fits whole. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvasElement }) => {
    const list = tablist(canvasElement);
    await userEvent.click(tab(list, M.scheduledTab));
    await expectSelectedTabInView(list);
    await userEvent.click(tab(list, M.immediateTab));
    await expectSelectedTabInView(list);
    await sentList(canvasElement);
    await expectNoHorizontalOverflow();
  },
};
