import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { atViewport } from '../../storybook/viewports';
import { LastUpdate, LastUpdateText } from './LastUpdate';

const meta = {
  title: 'Portal/Buscar solicitações/Última atualização',
  component: LastUpdate,
} satisfies Meta<typeof LastUpdate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fetched from the mock backend (GET api/queue/get-last-check). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^Última atualização da fila em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
      ),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Default,
  globals: atViewport('mobile360'),
};

export const Tablet: Story = {
  ...Default,
  globals: atViewport('tablet768'),
};

/** The call is slow: nothing is shown until it answers. */
export const Loading: Story = {
  parameters: { scenarios: { getQueueLastCheck: { delayMs: 60_000 } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByTestId('last-update')).toBeNull();
  },
};

/** The call fails (500): the line is hidden and the failure only logged, as the spec says. */
export const Error: Story = {
  parameters: { scenarios: { getQueueLastCheck: { kind: 'error' } } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status="error"]')).not.toBeNull(),
    );
    await expect(canvas.queryByTestId('last-update')).toBeNull();
  },
};

/** The presentational line alone, with a fixed timestamp. */
export const TextOnly: StoryObj<typeof LastUpdateText> = {
  render: () => <LastUpdateText lastCheck="2026-11-20 08:05:09" />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Última atualização da fila em 20/11/2026 08:05:09'),
    ).toBeVisible();
  },
};
