import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { EmptyState, ErrorState } from './EmptyState';
import { PageLoader, Spinner } from './Spinner';

/** Loading, empty and failed states every screen uses. */
const meta = {
  title: 'Primitivos/Estados',
  component: EmptyState,
  args: {
    title: 'No momento não há nenhuma notícia disponível por aqui...',
    description: 'Cheque nosso portal novamente em algumas horas',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The news page with nothing to show. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No momento não há nenhuma notícia disponível por aqui...'),
    ).toBeVisible();
    await expect(canvas.getByText('Cheque nosso portal novamente em algumas horas')).toBeVisible();
  },
};

export const EmptyMobile: Story = { ...Empty, globals: atViewport('mobile360') };

/** A failed call: the message and 'Tentar novamente'. */
export const Error: StoryObj<typeof ErrorState> = {
  render: (args) => <ErrorState {...args} />,
  args: { message: 'Erro interno no servidor.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    // (The toast host's live regions are on the page too, so find the message first.)
    const message = canvas.getByText('Erro interno no servidor.');
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A section loading: announced as 'Carregando...'. */
export const Loading: StoryObj<typeof Spinner> = {
  render: () => <Spinner />,
  play: async ({ canvas }) => {
    const label = canvas.getByText('Carregando...');
    await expect(label.closest('[role="status"]')).not.toBeNull();
  },
};

/** A page loading, with its label visible. */
export const PageLoading: StoryObj<typeof PageLoader> = {
  render: () => <PageLoader />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando...')).toBeVisible();
  },
};

export const PageLoadingMobile: StoryObj<typeof PageLoader> = {
  ...PageLoading,
  globals: atViewport('mobile360'),
};
