import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { resetScenarios } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { withRouter } from '../../storybook/withRouter';
import { NewsPage } from './NewsPage';

const meta = {
  title: 'Portal/Notícias/Página',
  component: NewsPage,
  decorators: [withRouter('/')],
} satisfies Meta<typeof NewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The feeds' news (GET api/rss-feeds): the newest is the main item, the rest 'Recentes'. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const main = await canvas.findByRole('article');
    const title = main.querySelector('h2')!;
    await expect(title).toHaveTextContent(
      'Mesquita amplia horário de atendimento das Clínicas da Família',
    );
    // The description's first non-empty paragraph in bold, 'Leia mais' in a new tab.
    await expect(main.querySelector('.lead')).toHaveTextContent(
      'Unidades passam a funcionar até as 20h.',
    );
    const readMore = canvas.getByRole('link', { name: /^Leia mais/ });
    await expect(readMore).toHaveAttribute('target', '_blank');
    await expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');
    const recent = canvas.getByRole('complementary', { name: 'Recentes' });
    await expect(recent.querySelectorAll('li').length).toBeGreaterThan(5);
    // Tooltip on titles above 768 px; author fallback; feed HTML never rendered as HTML.
    await expect(recent.querySelector('h3[title]')).not.toBeNull();
    await expect(canvas.getAllByText(/Autor Desconhecido/).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};

/**
 * Pictures are shown whole (feed banners often carry their headline in the image): no picture is
 * cropped by its box, on the main news or in the thumbnails.
 */
export const WholePictures: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article');
    const pictures = [...canvasElement.querySelectorAll('img')];
    await expect(pictures.length).toBeGreaterThan(1);
    for (const picture of pictures)
      await expect(getComputedStyle(picture).objectFit, picture.outerHTML).toBe('contain');
  },
};

/** Sorted newest first: each 'Recentes' date is not after the one before it. */
export const NewestFirst: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('article');
    const times = Array.from(document.querySelectorAll('time')).map((t) =>
      new Date(t.getAttribute('datetime')!).getTime(),
    );
    await expect(times.length).toBeGreaterThan(2);
    for (let i = 1; i < times.length; i++)
      await expect(times[i]!).toBeLessThanOrEqual(times[i - 1]!);
  },
};

/** At 360 px: one column, and no title tooltips (only above 768 px). */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const recent = await canvas.findByRole('complementary', { name: 'Recentes' });
    await expect(recent.querySelector('h3[title]')).toBeNull();
  },
};

/** While the feeds load: a spinner. */
export const Loading: Story = {
  parameters: { scenarios: { listRssFeeds: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando notícias...')).toBeVisible();
  },
};

/** No news at all: the spec's two lines. */
export const Empty: Story = {
  parameters: { scenarios: { listRssFeeds: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No momento não há nenhuma notícia disponível por aqui...'),
    ).toBeVisible();
    await expect(canvas.getByText('Cheque nosso portal novamente em algumas horas')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** A 200 that is not the contract's list of feeds: the no-news screen and its retry, no crash. */
export const MalformedReply: Story = {
  parameters: { scenarios: { listRssFeeds: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No momento não há nenhuma notícia disponível por aqui...'),
    ).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('article')).toHaveTextContent(
      'Mesquita amplia horário de atendimento das Clínicas da Família',
    );
  },
};

/** The call fails: the same no-news screen, with a retry. */
export const Error: Story = {
  parameters: { scenarios: { listRssFeeds: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No momento não há nenhuma notícia disponível por aqui...'),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible(),
    );
  },
};
