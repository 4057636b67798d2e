import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { expectNoHorizontalOverflow } from '../../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../../storybook/expectToast';
import { spyRequests } from '../../../storybook/spyRequests';
import { atReflow, atViewport } from '../../../storybook/viewports';
import { loginAdminForStory, withAdmin } from '../../storybook/GerencialStoryFrame';
import { SimpleNotificationPage } from './SimpleNotificationPage';

const meta = {
  title: 'Gerencial/Notificações/Página simples',
  component: SimpleNotificationPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/notifications' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof SimpleNotificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const T = { timeout: 5_000 };

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const fields = (canvas: Canvas) => ({
  title: canvas.getByRole('textbox', { name: /^Título/ }),
  cpfs: canvas.getByRole('textbox', { name: /^CPFs/ }),
  description: canvas.getByRole('textbox', { name: /^Descrição/ }),
});

async function fillForm(canvas: Canvas, cpfs = '529.982.247-25, 111.444.777-35') {
  const f = fields(canvas);
  await fill(f.title, 'Mutirão de exames');
  await fill(f.cpfs, cpfs);
  await fill(f.description, 'Neste sábado a UBS Centro abre das 8h às 17h.');
}

/** The page: 'Apenas enviar' chosen, the three fields with their limits, Enviar and Cancelar. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Apenas enviar' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Enviar e salvar no banco' })).not.toBeChecked();
    const f = fields(canvas);
    await expect(f.title).toHaveAttribute('maxlength', '50');
    await expect(f.description).toHaveAttribute('maxlength', '120');
    await expect(f.cpfs).toHaveAccessibleDescription(/Separe os CPFs por vírgula/);
    await userEvent.type(f.description, 'Olá');
    await expect(canvas.getByText('3/120 caracteres')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Notificações/));
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^CPFs/ })).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** Each field's message beside it, and all of them in one toast. */
export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Campo Título é requerido')).toBeVisible();
    await expect(canvas.getByText('Campo CPFs é requerido')).toBeVisible();
    await expect(canvas.getByText('Campo Descrição é requerido')).toBeVisible();
    await expectToast(
      /Campo Título é requerido\s*Campo CPFs é requerido\s*Campo Descrição é requerido/,
    );
    await fill(fields(canvas).cpfs, '529.982.247-25, 123.456.789-00');
    await expect(await canvas.findByText('CPF inválido: 12345678900')).toBeVisible();
    await expect(fields(canvas).cpfs).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * The CPF list is cleaned before it is sent (dots, dashes, spaces and repeats gone) and masked when
 * the field is left; 'Enviar e salvar no banco' sends onlyPush false; the form empties after the
 * server confirmed.
 */
export const SendAndSave: Story = {
  play: async ({ canvas }) => {
    const spy = spyRequests();
    try {
      await userEvent.click(canvas.getByRole('radio', { name: 'Enviar e salvar no banco' }));
      await fillForm(canvas, '52998224725 ,111 444 777-35, 529.982.247-25,');
      await userEvent.tab();
      await expect(fields(canvas).cpfs).toHaveValue('529.982.247-25, 111.444.777-35');
      await expect(canvas.getByText('2 CPFs válidos')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
      await expectToast('Notificação enviada com sucesso!', 'success');
      const [sent] = spy.rest('POST', '/api/enviaNotificacao');
      await expect(JSON.parse(sent?.body ?? 'null')).toEqual({
        cpfs: ['52998224725', '11144477735'],
        title: 'Mutirão de exames',
        body: 'Neste sábado a UBS Centro abre das 8h às 17h.',
        onlyPush: false,
        data: {},
        clientId: DEMO.admin.clientId,
      });
      await waitFor(() => expect(fields(canvas).title).toHaveValue(''));
      await expect(canvas.getByRole('radio', { name: 'Apenas enviar' })).toBeChecked();
    } finally {
      spy.restore();
    }
  },
};

/** The original showed success even when the send failed: here the failure, and the form kept. */
export const SendFails: Story = {
  parameters: { scenarios: { sendNotification: { kind: 'error', status: 500 } } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    // A success toast of an earlier story of this file may still be fading out: count, don't
    // search, so only a new success message fails the story.
    const successes = () =>
      [...document.querySelectorAll('[role="status"]')]
        .map((r) => r.textContent)
        .join(' ')
        .split('Notificação enviada com sucesso!').length - 1;
    const before = successes();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expectToast('Falha ao enviar notificação!');
    await expect(successes()).toBeLessThanOrEqual(before);
    await expect(fields(canvas).title).toHaveValue('Mutirão de exames');
    await expect(fields(canvas).cpfs).toHaveValue('529.982.247-25, 111.444.777-35');
  },
};

/** Offline: the same failure, nothing typed lost. */
export const Offline: Story = {
  parameters: { scenarios: { sendNotification: { kind: 'network' } } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expectToast('Falha ao enviar notificação!');
    await expect(fields(canvas).description).toHaveValue(
      'Neste sábado a UBS Centro abre das 8h às 17h.',
    );
  },
};

/** A 200 whose body is not the contract's is not a confirmation. */
export const MalformedReply: Story = {
  parameters: { scenarios: { sendNotification: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expectToast(/Falha ao enviar notificação!/);
    await expect(fields(canvas).title).toHaveValue('Mutirão de exames');
  },
};

/** Two quick clicks send one notification. */
export const DoubleClick: Story = {
  parameters: { scenarios: { sendNotification: { delayMs: 800 } } },
  play: async ({ canvas }) => {
    const spy = spyRequests();
    try {
      await fillForm(canvas);
      await userEvent.dblClick(canvas.getByRole('button', { name: 'Enviar' }));
      await expectToast('Notificação enviada com sucesso!', 'success');
      await expect(spy.rest('POST', '/api/enviaNotificacao')).toHaveLength(1);
    } finally {
      spy.restore();
    }
  },
};

/** Cancelar empties the form and its messages. */
export const Cancel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await canvas.findByText('Campo Título é requerido', {}, T);
    await fill(fields(canvas).title, 'Aviso');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(fields(canvas).title).toHaveValue(''));
    await expect(canvas.queryByText('Campo CPFs é requerido')).toBeNull();
  },
};
