import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { parseOpenDataCsv } from '@portal/contracts/openData';
import { OPEN_AGGREGATE_COLUMNS } from '@portal/contracts/openDataAggregates';
import { resetScenarios } from '@portal/mocks';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow, atViewport } from '../../storybook/viewports';
import { OpenDataSets } from './OpenDataSets';

const meta = {
  title: 'Portal/Dados abertos/Totais, histórico e catálogo',
  component: OpenDataSets,
  args: { client: '3302858' },
} satisfies Meta<typeof OpenDataSets>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const NAMES = OPEN_AGGREGATE_COLUMNS.map((c) => c.name);

/**
 * 1280 px: the totals' links (a CSV whose header is the dictionary, '< 5' for small groups), the
 * dictionary, the history's newest day and another chosen, and the catalog (a visible link, the
 * same address in the head, JSON-LD that answers).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const csv = canvas.getByRole('link', { name: 'Baixar os totais em CSV' });
    await expect(csv).toHaveAttribute(
      'href',
      '/api/open-data/queue/aggregates?client=3302858&format=csv',
    );
    await expect(canvas.getByRole('link', { name: 'Baixar os totais em JSON' })).toHaveAttribute(
      'href',
      '/api/open-data/queue/aggregates?client=3302858&format=json',
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await (await fetch(csv.getAttribute('href')!)).arrayBuffer(),
    );
    await expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseOpenDataCsv(text);
    await expect(header).toEqual(NAMES);
    await expect(lines.some((line) => line.includes('< 5'))).toBe(true);
    const terms = within(canvas.getByTestId('dicionario-agregados'))
      .getAllByRole('term')
      .map((dt) => dt.querySelector('code')?.textContent);
    await expect(terms).toEqual(NAMES);
    await expect(canvas.getByText(/^entradas/).closest('div')).toHaveTextContent(
      'entradas (número inteiro; de 1 a 4: “< 5”)',
    );

    const days = await canvas.findByTestId('historico-dias');
    await expect(days).toHaveTextContent('3 dias guardados');
    const newest = within(days).getByRole('link', { name: 'Baixar CSV de 20/11/2026' });
    await expect(newest.getAttribute('href')).toMatch(
      /\/api\/open-data\/queue\/history\/2026-11-20\?client=3302858&format=csv$/,
    );
    await userEvent.click(within(days).getByRole('button', { name: /Dia$/ }));
    await userEvent.click(await page().findByRole('option', { name: '06/11/2026' }));
    const older = await within(days).findByRole('link', { name: 'Baixar JSON de 06/11/2026' });
    await expect(older).toHaveAttribute('download', 'fila-agregada-3302858-2026-11-06.json');
    const snapshot = (await (await fetch(older.getAttribute('href')!)).json()) as {
      data_dos_dados: string;
    };
    await expect(snapshot.data_dos_dados).toBe('2026-11-06');

    const catalog = canvas.getByRole('link', { name: 'Catálogo DCAT (JSON-LD)' });
    await expect(catalog).toHaveAttribute('href', '/api/open-data/catalog.jsonld?client=3302858');
    await waitFor(() =>
      expect(
        document.head.querySelector('link[rel="alternate"][type="application/ld+json"]'),
      ).toHaveAttribute('href', '/api/open-data/catalog.jsonld?client=3302858'),
    );
    const answer = await fetch(catalog.getAttribute('href')!);
    await expect(answer.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    await expect(((await answer.json()) as { '@type': string })['@type']).toBe('dcat:Catalog');
  },
};

/** The history's days are on their way: said, and the totals' links are already there. */
export const HistoryLoading: Story = {
  parameters: { scenarios: { listOpenQueueHistory: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando os dias guardados...')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Baixar os totais em CSV' })).toBeVisible();
  },
};

/** The history fails: the reason and a retry, which brings the days; the rest stays usable. */
export const HistoryFails: Story = {
  parameters: {
    scenarios: {
      listOpenQueueHistory: { kind: 'error', message: 'Banco de dados indisponível.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Não foi possível carregar os dias do histórico. Banco de dados indisponível.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Catálogo DCAT (JSON-LD)' })).toBeVisible();
    resetScenarios();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByTestId('historico-dias')).toBeVisible();
  },
};

/** A reply the contract does not allow is an error with a retry, never an empty history. */
export const HistoryMalformed: Story = {
  parameters: { scenarios: { listOpenQueueHistory: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Não foi possível carregar os dias do histórico\. O servidor/),
    ).toBeVisible();
    await expect(canvas.queryByText('Ainda não há dias guardados')).toBeNull();
  },
};

/** A municipality whose queue was never imported (Nilópolis): no day kept yet, said plainly. */
export const EmptyHistory: Story = {
  args: { client: '3303203' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ainda não há dias guardados')).toBeVisible();
    await expect(
      canvas.getByText(
        'O primeiro dia entra no histórico quando a fila deste município for atualizada.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Baixar os totais em CSV' })).toHaveAttribute(
      'href',
      '/api/open-data/queue/aggregates?client=3303203&format=csv',
    );
  },
};

/** 360 px: links one under the other, the dictionary as a list, nothing wider than the screen. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await canvas.findByTestId('historico-dias');
    await expect(canvas.getByRole('link', { name: 'Baixar os totais em JSON' })).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 %: still no horizontal scrolling. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await canvas.findByTestId('historico-dias');
    await expectNoHorizontalOverflow();
  },
};
