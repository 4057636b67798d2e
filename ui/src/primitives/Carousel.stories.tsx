import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { Carousel } from './Carousel';

const CARDS = ['Solicitações', 'Aguardando', 'Autorizadas', 'Realizadas'].map((title) => (
  <article key={title} style={{ border: '1px solid #d9dde3', borderRadius: 8, padding: 16 }}>
    <h3>{title}</h3>
    <p>Aumento na semana</p>
  </article>
));

const meta = {
  title: 'Primitivos/Carousel',
  component: Carousel,
  args: { label: 'Resumo', items: CARDS },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (root: HTMLElement) => [...root.querySelectorAll('h3')].map((h) => h.textContent);

/** Three per view above 768 px; next loops past the end. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(shown(canvasElement)).toEqual(['Solicitações', 'Aguardando', 'Autorizadas']);
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await expect(shown(canvasElement)).toEqual(['Autorizadas', 'Realizadas', 'Solicitações']);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(shown(canvasElement)).toEqual(['Aguardando', 'Autorizadas', 'Realizadas']);
  },
};

/** One per view on a phone; previous from the first loops to the last. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas, canvasElement }) => {
    await expect(shown(canvasElement)).toEqual(['Solicitações']);
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(shown(canvasElement)).toEqual(['Realizadas']);
    await expect(canvas.getByRole('group', { name: '4 de 4' })).toBeVisible();
  },
};
