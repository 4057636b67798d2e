import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OPEN_QUEUE_COLUMNS, parseOpenDataCsv, smallGroupsIn } from '@portal/contracts/openData';
import { resetScenarios } from '@portal/mocks';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow, atViewport } from '../../storybook/viewports';
import { currentRoute, withRouter } from '../../storybook/withRouter';
import { withCity } from '../storybook/decorators';
import { OpenDataPage } from './OpenDataPage';

const meta = {
  title: 'Portal/Dados abertos',
  component: OpenDataPage,
  decorators: [withCity, withRouter('/dados-abertos', '/dados-abertos')],
  beforeEach: async () => {
    await import('../layout/city');
  },
} satisfies Meta<typeof OpenDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const NAMES = OPEN_QUEUE_COLUMNS.map((c) => c.name);

/** Opens a select (a button named by its label) and picks an option. */
async function choose(label: string, option: string) {
  const button = await page().findByRole('button', { name: new RegExp(`${label}$`) });
  // The service list is disabled until its options came.
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'));
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  await userEvent.click(await page().findByRole('option', { name: option }));
}

/** The CSV a link points at, read the way a spreadsheet would (the BOM kept to be checked). */
async function readCsv(href: string) {
  const response = await fetch(href);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { text, cells: parseOpenDataCsv(text) };
}

/**
 * 1280 px: the date of the data and the rows per status, both downloads, what is left out, the
 * dictionary (every column with its type) and the licence. The CSV link gives a file whose header is
 * the dictionary and whose lines are as many as the facts say.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Dados abertos da fila' }),
    ).toBeVisible();
    const facts = await canvas.findByTestId('dados-abertos-fatos');
    await expect(facts).toHaveTextContent(/^Dados da fila até 20\/11\/2026 \(última atualização/);
    const total = Number(
      /([\d.]+) solicitações no arquivo completo/
        .exec(facts.textContent ?? '')![1]!
        .replace(/\./g, ''),
    );
    const perStatus = within(facts)
      .getAllByRole('listitem')
      .map((li) => Number(/: ([\d.]+)$/.exec(li.textContent ?? '')![1]!.replace(/\./g, '')));
    await expect(perStatus.reduce((a, b) => a + b, 0)).toBe(total);

    const dictionary = canvas.getByTestId('dicionario');
    const terms = within(dictionary)
      .getAllByRole('term')
      .map((dt) => dt.querySelector('code')?.textContent);
    await expect(terms).toEqual(NAMES);
    await expect(
      within(dictionary)
        .getByText(/^faixa_etaria/)
        .closest('div'),
    ).toHaveTextContent('faixa_etaria (texto; pode ficar vazia)');
    await expect(
      within(dictionary)
        .getByText(/^data_entrada_fila/)
        .closest('div'),
    ).toHaveTextContent(
      'data_entrada_fila (mês (AAAA-MM) ou trimestre (AAAA-T1 a AAAA-T4); pode ficar vazia)',
    );
    await expect(
      canvas.getByText(/data de nascimento \(publicamos só a faixa etária\)/),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Creative Commons Atribuição 4.0 Internacional (CC BY 4.0)',
      }),
    ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/deed.pt_BR');

    const csv = canvas.getByRole('link', { name: 'Baixar CSV (planilha)' });
    await expect(csv).toHaveAttribute('href', '/api/open-data/queue?client=3302858&format=csv');
    await expect(csv).toHaveAttribute('download');
    await expect(canvas.getByText('Arquivo: fila-3302858-2026-11-20.csv')).toBeVisible();
    const { text, cells } = await readCsv(csv.getAttribute('href')!);
    await expect(text.startsWith('\uFEFF')).toBe(true);
    await expect(cells[0]).toEqual(NAMES);
    await expect(cells.length - 1).toBe(total);
    await expect(canvas.getByRole('link', { name: 'Baixar JSON' })).toHaveAttribute(
      'href',
      '/api/open-data/queue?client=3302858&format=json',
    );
  },
};

/**
 * No group under 5: the facts say how many rows were generalised and left out, the section says
 * how in plain words, and the file itself has months (never days), 'Outras unidades', wider bands
 * and quarters, and no combination of the four columns shared by 1 to 4 rows.
 */
export const SmallGroups: Story = {
  play: async ({ canvas }) => {
    const facts = await canvas.findByTestId('dados-abertos-fatos');
    const [, generalized, suppressed] =
      /([\d.]+) linhas foram generalizadas e ([\d.]+) ficaram de fora/
        .exec(facts.textContent ?? '')!
        .map((n) => Number(n.replace(/\./g, '')));
    await expect(generalized).toBeGreaterThan(0);
    const section = canvas.getByRole('region', { name: 'Nenhum grupo com menos de 5 pessoas' });
    await expect(section).toHaveTextContent('As datas vêm só com o mês');
    await expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(
      expect.arrayContaining([
        'a unidade solicitante vira “Outras unidades”;',
        expect.stringMatching(/^as datas passam a ser o trimestre/),
        expect.stringMatching(/^se nem assim o grupo chegar a 5, a linha fica de fora/),
      ]),
    );
    await expect(section).toHaveTextContent('números de 1 a 4 aparecem como “< 5”');
    const csv = canvas.getByRole('link', { name: 'Baixar CSV (planilha)' });
    const answer = await fetch(csv.getAttribute('href')!);
    await expect(answer.headers.get('x-suppressed-rows')).toBe(String(suppressed));
    const { cells } = await readCsv(csv.getAttribute('href')!);
    const [header = [], ...lines] = cells;
    const rows = lines.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i]])));
    await expect(smallGroupsIn(rows)).toEqual([]);
    await expect(rows.some((r) => r.unidade_solicitante === 'Outras unidades')).toBe(true);
    await expect(rows.some((r) => r.faixa_etaria === 'todas as idades')).toBe(true);
    await expect(rows.some((r) => /^\d{4}-T[1-4]$/.test(r.data_entrada_fila ?? ''))).toBe(true);
    await expect(lines.flat().some((cell) => /\d{4}-\d{2}-\d{2}/.test(cell))).toBe(false);
  },
};

/**
 * Narrowed to a service and a status: both links follow, the file holds only those rows, and its
 * name says the filter (shown, and the one the download is saved under), never the whole file's.
 */
export const Narrowed: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('dados-abertos-fatos');
    await choose('Serviço', 'Exames');
    await choose('Situação', 'Agendado');
    const csv = canvas.getByRole('link', { name: 'Baixar CSV (planilha)' });
    await expect(csv).toHaveAttribute(
      'href',
      '/api/open-data/queue?client=3302858&format=csv&service=EXAMES&status=AGENDADO',
    );
    await expect(canvas.getByRole('link', { name: 'Baixar JSON' })).toHaveAttribute(
      'href',
      '/api/open-data/queue?client=3302858&format=json&service=EXAMES&status=AGENDADO',
    );
    // The narrowed file's own name, not the whole file's (fila-3302858-2026-11-20.csv).
    const name = 'fila-3302858-exames-agendado-2026-11-20';
    await expect(canvas.getByText(`Arquivo: ${name}.csv`)).toBeVisible();
    await expect(canvas.getByText(`Arquivo: ${name}.json`)).toBeVisible();
    await expect(canvas.queryByText('Arquivo: fila-3302858-2026-11-20.csv')).toBeNull();
    await expect(csv).toHaveAttribute('download', `${name}.csv`);
    const answer = await fetch(csv.getAttribute('href')!);
    await expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}.csv"`,
    );
    const { cells } = await readCsv(csv.getAttribute('href')!);
    const lines = cells.slice(1);
    await expect(lines.length).toBeGreaterThan(0);
    await expect(
      lines.every(
        (l) =>
          l[NAMES.indexOf('servico')] === 'EXAMES' && l[NAMES.indexOf('situacao')] === 'AGENDADO',
      ),
    ).toBe(true);
  },
};

/** 360 px: downloads one above the other, the dictionary as a list, nothing wider than the screen. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await canvas.findByTestId('dados-abertos-fatos');
    await expect(canvas.getByRole('link', { name: 'Baixar CSV (planilha)' })).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 %: still no horizontal scrolling. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await canvas.findByTestId('dados-abertos-fatos');
    await expectNoHorizontalOverflow();
  },
};

/** The facts are on their way: said, and the downloads are already there. */
export const Loading: Story = {
  parameters: { scenarios: { getOpenQueueInfo: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Carregando a data e o tamanho dos arquivos...'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Baixar CSV (planilha)' })).toBeVisible();
  },
};

/** The facts fail: the reason and a retry, which brings them; the downloads stay usable. */
export const InfoFails: Story = {
  parameters: {
    scenarios: { getOpenQueueInfo: { kind: 'error', message: 'Banco de dados indisponível.' } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Não foi possível carregar a data e o tamanho dos arquivos. Banco de dados indisponível.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Baixar CSV (planilha)' })).toBeVisible();
    resetScenarios();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByTestId('dados-abertos-fatos')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull(),
    );
  },
};

/** A reply the contract does not allow is an error with a retry, never empty facts. */
export const Malformed: Story = {
  parameters: { scenarios: { getOpenQueueInfo: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^Não foi possível carregar a data e o tamanho dos arquivos\. O servidor enviou uma resposta inesperada/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.queryByTestId('dados-abertos-fatos')).toBeNull();
  },
};

/** The service list fails: said with its retry; the whole file and the status choice remain. */
export const ServicesFail: Story = {
  parameters: { scenarios: { QueueServices: { kind: 'network' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Não foi possível carregar os serviços; o arquivo completo continua disponível.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Situação$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Baixar CSV (planilha)' })).toHaveAttribute(
      'href',
      '/api/open-data/queue?client=3302858&format=csv',
    );
  },
};

/** An unknown municipio in the address: said plainly, no other city's files offered as its own. */
export const UnknownMunicipio: Story = {
  parameters: { route: { address: '/dados-abertos?municipio=9999999' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Município não encontrado')).toBeVisible();
    await expect(
      canvas.getByText(
        'O código de município “9999999” não corresponde a nenhum município deste portal.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Baixar CSV (planilha)' })).toBeNull();
    await userEvent.click(
      canvas.getByRole('link', {
        name: 'Ver os dados abertos de Prefeitura Municipal de Mesquita',
      }),
    );
    await waitFor(() => expect(currentRoute()).toBe('/dados-abertos'));
    await expect(await canvas.findByRole('link', { name: 'Baixar CSV (planilha)' })).toBeVisible();
  },
};

/** A municipality whose queue is off in the portal (Queimados): no files, said so. */
export const PortalOff: Story = {
  parameters: { route: { address: '/dados-abertos?municipio=3304144' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/não está disponível no portal\.$/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Baixar CSV (planilha)' })).toBeNull();
  },
};
