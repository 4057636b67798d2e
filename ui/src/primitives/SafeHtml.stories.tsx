import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { SafeHtml } from './SafeHtml';

const FEED_ITEM = `
  <p><strong>Campanha de vacinação</strong> começa na segunda-feira.</p>
  <img src="x" onerror="window.__xss = 1" alt="">
  <p><a href="javascript:window.__xss = 2">clique aqui</a> ·
     <a href="https://www.gov.br/saude" target="_blank">Ministério da Saúde</a></p>
  <svg onload="window.__xss = 3"><circle r="4"/></svg>
  <script>window.__xss = 4</script>`;

const meta = {
  title: 'Primitivos/SafeHtml',
  component: SafeHtml,
  args: { html: FEED_ITEM },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Feed HTML rendered after sanitising: formatting and safe links stay, every payload is gone. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Campanha de vacinação')).toBeVisible();
    await expect(canvasElement.querySelector('script, svg, [onerror], [onload]')).toBeNull();
    await expect(canvas.getByText('clique aqui')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'Ministério da Saúde' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };
