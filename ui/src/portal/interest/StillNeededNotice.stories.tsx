import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';
import { atReflow } from '../../storybook/viewports';
import { withRouter } from '../../storybook/withRouter';
import { NoticesPage } from '../notices/NoticesPage';
import { askStillNeeded } from '../storybook/interestCampaign';
import { loginAs, withCity, withSessionClients } from '../storybook/decorators';

/** A campaign's 'Você ainda precisa?' question in the patient's inbox ('Avisos'). */
const meta = {
  title: 'Portal/Avisos/Você ainda precisa',
  component: NoticesPage,
  decorators: [withCity, withSessionClients, withRouter('/avisos')],
  beforeEach: async () => {
    await import('../notices/NoticesInbox');
    await loginAs(DEMO.patient.cpf, DEMO.patient.password)();
    await askStillNeeded(DEMO.admin);
  },
} satisfies Meta<typeof NoticesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstCard = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('list', { name: 'Avisos' })).getAllByRole('article')[0]!;

/**
 * The question comes first, marked as the Secretaria's question; opening it reads it and shows the
 * form, and 'Sim, ainda preciso' is kept once the backend confirmed it.
 */
export const Answer: Story = {
  play: async ({ canvas }) => {
    const card = await firstCard(canvas);
    await expect(card).toHaveTextContent('Você ainda precisa desta solicitação?');
    await expect(card).toHaveTextContent('Pergunta da Secretaria de Saúde');
    await userEvent.click(within(card).getByRole('button', { name: 'Ler aviso' }));
    await expect(card).toHaveTextContent(
      /Sua solicitação de CONSULTA EM CARDIOLOGIA está na fila desde \d{2}\/\d{2}\/\d{4}\./,
    );
    const form = within(await within(card).findByRole('form'));
    await userEvent.click(form.getByRole('radio', { name: 'Sim, ainda preciso' }));
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expectToast('Resposta enviada. Obrigado!', 'success');
    await waitFor(() =>
      expect(card).toHaveTextContent(/Você respondeu em \d{2}\/\d{2}\/\d{4}: Sim, ainda preciso\./),
    );
    await expect(within(card).getByRole('button', { name: 'Mudar resposta' })).toBeVisible();
  },
};

/** An answer already given: 'Mudar resposta' opens the form with it, and 'Cancelar' goes back. */
export const ChangeAnswer: Story = {
  play: async ({ canvas }) => {
    const card = await firstCard(canvas);
    await userEvent.click(within(card).getByRole('button', { name: 'Ler aviso' }));
    const form = within(await within(card).findByRole('form'));
    await userEvent.click(form.getByRole('radio', { name: 'Não preciso mais' }));
    await userEvent.click(await form.findByRole('radio', { name: 'Não tenho mais o problema' }));
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() =>
      expect(card).toHaveTextContent('Não preciso mais: Não tenho mais o problema.'),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Mudar resposta' }));
    const again = within(await within(card).findByRole('form'));
    await expect(again.getByRole('radio', { name: 'Não tenho mais o problema' })).toBeChecked();
    await userEvent.click(again.getByRole('button', { name: 'Cancelar' }));
    await expect(card).toHaveTextContent('Não preciso mais: Não tenho mais o problema.');
  },
};

/** 320 px with text at 200 % (WCAG 1.4.10): the question, its form and its reasons reflow. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    const card = await firstCard(canvas);
    await userEvent.click(within(card).getByRole('button', { name: 'Ler aviso' }));
    const form = within(await within(card).findByRole('form'));
    await userEvent.click(form.getByRole('radio', { name: 'Não preciso mais' }));
    await userEvent.click(await form.findByRole('radio', { name: 'Outro motivo' }));
    await expect(form.getByRole('textbox', { name: /^Conte o motivo/ })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};
