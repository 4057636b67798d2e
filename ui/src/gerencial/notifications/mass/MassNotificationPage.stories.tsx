import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { expectNoHorizontalOverflow } from '../../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../../storybook/expectToast';
import { spyRequests } from '../../../storybook/spyRequests';
import { atViewport } from '../../../storybook/viewports';
import { loginAdminForStory, withAdmin } from '../../storybook/GerencialStoryFrame';
import { MassNotificationPage } from './MassNotificationPage';

const meta = {
  title: 'Gerencial/Notificações/Notificação em massa',
  component: MassNotificationPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/envia-notificacao-massa' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof MassNotificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const T = { timeout: 5_000 };
const dialog = () => within(document.body).findByRole('dialog', {}, T);

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillForm(canvas: Canvas) {
  await fill(canvas.getByRole('textbox', { name: /^Título/ }), 'Campanha <b>gripe</b>');
  await fill(canvas.getByRole('textbox', { name: /^CPFs/ }), ' 529.982.247-25, ,111.444.777-35 ');
  await fill(canvas.getByRole('textbox', { name: /^Descrição/ }), 'Vacine-se na UBS mais próxima.');
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Notificação em massa' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /^Título/ })).toHaveAttribute(
      'maxlength',
      '50',
    );
    await expect(canvas.getByRole('textbox', { name: /^Descrição/ })).toHaveAttribute(
      'maxlength',
      '120',
    );
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expectToast(
      /Campo Título é requerido\s*Campo CPFs é requerido\s*Campo Descrição é requerido/,
    );
    await expect(canvas.getByText('Campo CPFs é requerido')).toBeVisible();
  },
};

/** Empty entries and separators dropped; 'Tudo Certo!' only after the server confirmed. */
export const Success: Story = {
  play: async ({ canvas }) => {
    const spy = spyRequests();
    try {
      await fillForm(canvas);
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
      const modal = await dialog();
      await expect(modal).toHaveAccessibleName('Tudo Certo!');
      await expect(within(modal).getByText('A mensagem foi enviada para 2 CPFs.')).toBeVisible();
      const [sent] = spy.rest('POST', '/patients/envia-notificacao-em-massa');
      await expect(JSON.parse(sent?.body ?? 'null')).toEqual({
        not_titulo: 'Campanha <b>gripe</b>',
        not_mensagem: 'Vacine-se na UBS mais próxima.',
        not_cpf: ['52998224725', '11144477735'],
      });
      await userEvent.click(within(modal).getByRole('button', { name: 'Ok' }));
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
      await expect(canvas.getByRole('textbox', { name: /^Título/ })).toHaveValue('');
    } finally {
      spy.restore();
    }
  },
};

/** The server's msg in 'Falha ao Enviar Mensagem', and the form as it was. */
export const ServerRefuses: Story = {
  parameters: {
    scenarios: {
      sendMassNotification: { kind: 'error', status: 400, message: 'Cota de envios esgotada.' },
    },
  },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const modal = await dialog();
    await expect(modal).toHaveAccessibleName('Falha ao Enviar Mensagem');
    await expect(within(modal).getByText('Cota de envios esgotada.')).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Ok' }));
    await expect(canvas.getByRole('textbox', { name: /^Título/ })).toHaveValue(
      'Campanha <b>gripe</b>',
    );
  },
};

/** Offline: the fallback text 'Falha ao Enviar Mensagem!'. */
export const Offline: Story = {
  parameters: { scenarios: { sendMassNotification: { kind: 'network' } } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    const modal = await dialog();
    await expect(within(modal).getByText('Falha ao Enviar Mensagem!')).toBeVisible();
  },
};

export const DoubleClick: Story = {
  parameters: { scenarios: { sendMassNotification: { delayMs: 800 } } },
  play: async ({ canvas }) => {
    const spy = spyRequests();
    try {
      await fillForm(canvas);
      await userEvent.dblClick(canvas.getByRole('button', { name: 'Enviar' }));
      await dialog();
      await expect(spy.rest('POST', '/patients/envia-notificacao-em-massa')).toHaveLength(1);
    } finally {
      spy.restore();
    }
  },
};
