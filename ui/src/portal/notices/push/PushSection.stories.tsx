import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DEMO, resetScenarios, setScenario } from '@portal/mocks';
import { readSession, useSession } from '../../session/session';
import { loginAs, withSessionClients } from '../../storybook/decorators';
import { pushAsked, STAND_IN_SUBSCRIPTION, withPushBrowser } from '../../storybook/pushBrowser';
import { PushSection } from './PushSection';
import { rememberOwner } from './pushBrowser';

/**
 * 'Avisos neste navegador', below the inbox of 'Avisos'. The browser is a stand-in
 * (../../storybook/pushBrowser.tsx: no push service is reachable from a story); the calls to the
 * backend are the mock backend's.
 */

function Section() {
  const session = useSession();
  return session ? <PushSection userId={session.user.id} /> : null;
}

const meta = {
  title: 'Portal/Avisos/Neste navegador',
  component: PushSection,
  args: { userId: 0 },
  decorators: [withSessionClients, withPushBrowser],
  render: () => <Section />,
  beforeEach: async () => {
    rememberOwner(0, null);
    const logout = await loginAs(DEMO.patient.cpf, DEMO.patient.password)();
    return () => {
      rememberOwner(0, null);
      logout();
    };
  },
} satisfies Meta<typeof PushSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const TURN_ON = 'Receber avisos neste navegador';
const TURN_OFF = 'Parar de receber neste navegador';
const ON = 'Este navegador recebe seus avisos.';

/** Off, as a first visit finds it: nothing is asked of the browser before the click. */
export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: TURN_ON })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Avisos neste navegador' })).toBeVisible();
    await expect(canvas.queryByText(ON)).toBeNull();
    await expect(pushAsked.permission).toBe(0);
  },
};

/**
 * The click: the permission, the subscription, and the backend's copy of it. It shows on only once
 * the backend has answered (held back here for a moment).
 */
export const TurnOn: Story = {
  parameters: { scenarios: { savePushSubscription: { delayMs: 600 } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: TURN_ON }));
    await waitFor(() => expect(pushAsked.subscribe).toBe(1));
    await expect(canvas.queryByText(ON)).toBeNull();
    await expect(await canvas.findByText(ON)).toBeVisible();
    const button = canvas.getByRole('button', { name: TURN_OFF });
    await expect(button).toHaveFocus();
    await expect(pushAsked.permission).toBe(1);
  },
};

/** This browser remembers that the logged-in patient turned it on. */
const turnedOnBefore = () => rememberOwner(readSession()!.user.id, STAND_IN_SUBSCRIPTION.endpoint);

/** On, from an earlier visit of this patient: confirmed again with the backend, then shown on. */
export const On: Story = {
  parameters: { pushBrowser: { permission: 'granted', subscribed: true } },
  beforeEach: turnedOnBefore,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ON)).toBeVisible();
    await expect(canvas.getByRole('button', { name: TURN_OFF })).toBeVisible();
    await expect(pushAsked.permission).toBe(0);
  },
};

/** 'Parar de receber neste navegador': removed from the backend, then from the browser. */
export const TurnOff: Story = {
  parameters: { pushBrowser: { permission: 'granted', subscribed: true } },
  beforeEach: turnedOnBefore,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: TURN_OFF }));
    await expect(await canvas.findByRole('button', { name: TURN_ON })).toHaveFocus();
    await expect(pushAsked.unsubscribe).toBe(1);
    await expect(canvas.queryByText(ON)).toBeNull();
  },
};

/** Another patient turned it on in this browser: this one finds it off. */
export const OtherPatientsBrowser: Story = {
  parameters: { pushBrowser: { permission: 'granted', subscribed: true } },
  beforeEach: () => rememberOwner(readSession()!.user.id + 1, STAND_IN_SUBSCRIPTION.endpoint),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: TURN_ON })).toBeVisible();
    await expect(canvas.queryByText(ON)).toBeNull();
  },
};

/** A browser without push (no service worker, PushManager or Notification): it says so, no button. */
export const Unsupported: Story = {
  parameters: { pushBrowser: { supported: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Este navegador não recebe notificações do portal/),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The patient blocked the portal's notifications: how to allow them again. */
export const Denied: Story = {
  parameters: { pushBrowser: { permission: 'denied', answer: 'denied' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/clique no cadeado ao lado do endereço do site/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TURN_ON }));
    await expect(canvas.getByText(/permita as notificações/)).toBeVisible();
    await expect(pushAsked.subscribe).toBe(0);
  },
};

/** The browser's push service refuses: the error, and the button stays to try again. */
export const SubscribeFails: Story = {
  parameters: { pushBrowser: { subscribeFails: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: TURN_ON }));
    await expect(
      await canvas.findByText(
        'Não foi possível ativar os avisos neste navegador. Tente novamente.',
      ),
    ).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('button', { name: TURN_ON })).toBeVisible();
    await expect(canvas.queryByText(ON)).toBeNull();
  },
};

/** The backend refuses the subscription: its message, still off; a retry then turns it on. */
export const SaveFails: Story = {
  play: async ({ canvas }) => {
    setScenario('savePushSubscription', { kind: 'error' });
    await userEvent.click(await canvas.findByRole('button', { name: TURN_ON }));
    await expect(await canvas.findByText('Erro interno no servidor.')).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(canvas.queryByText(ON)).toBeNull();
    resetScenarios();
    await userEvent.click(canvas.getByRole('button', { name: TURN_ON }));
    await expect(await canvas.findByText(ON)).toBeVisible();
    await expect(canvas.queryByText('Erro interno no servidor.')).toBeNull();
  },
};
