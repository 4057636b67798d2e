import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetScenarios, setScenario } from '@portal/mocks';
import { expectReadableCharts } from '../../storybook/charts';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow, atViewport } from '../../storybook/viewports';
import { currentRoute, withRouter } from '../../storybook/withRouter';
import { withCity } from '../storybook/decorators';
import { QueueDashboardPage } from './QueueDashboardPage';
import { CARDIOLOGY_CLASS_LINES, CONSULTAS_CLASS_LINES } from '../storybook/waitByPriority';

const meta = {
  title: 'Portal/Painel da fila/Página',
  component: QueueDashboardPage,
  decorators: [withCity, withRouter('/painel-da-fila', '/painel-da-fila')],
  beforeEach: async () => {
    // The lazy parts are fetched first, so a story times the screen, not the dev server's compile.
    await Promise.all([
      import('../layout/city'),
      import('../../charts/WaitChart'),
      import('../../charts/FlowChart'),
    ]);
  },
} satisfies Meta<typeof QueueDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Opens a filter (a select named by its label) and picks an option. */
async function choose(label: string, option: string) {
  await userEvent.click(await page().findByRole('button', { name: new RegExp(`${label}$`) }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

/** The table's (or the card list's) entry of a procedure. */
const procedureRow = async (name: string) =>
  (await page().findAllByRole('row')).find((row) => row.textContent?.startsWith(name));

/**
 * 1280 px: the date of the data, the method link, a card per service, each procedure's waiting,
 * median and 9 in 10 (with its cases), and the two charts drawn at their width with 12 px labels and
 * their screen readers' tables.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Painel da fila' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/^Dados de \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(canvas.getByText('Município: Prefeitura Municipal de Mesquita')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Como calculamos estes números' }),
    ).toHaveAttribute('href', '/como-calculamos');
    const services = canvas.getByRole('region', { name: 'Resumo por serviço' });
    await expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cirurgias', 'Consultas', 'Exames', 'Terapias']);
    const table = canvas.getByRole('table', {
      name: 'Aguardando e tempo de espera por procedimento',
    });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Procedimento',
      'Serviço',
      'Aguardando',
      'Mediana da espera',
      '9 em cada 10 atendidos em até',
      'Atendimentos nos últimos 12 meses',
      'Por prioridade',
    ]);
    const cardiology = await procedureRow('CONSULTA EM CARDIOLOGIA');
    const cells = within(cardiology!).getAllByRole('cell');
    await expect(cells.slice(0, 6).map((td) => td.textContent)).toEqual([
      'CONSULTA EM CARDIOLOGIA',
      'Consultas',
      '181',
      '70 dias',
      '154 dias',
      '68',
    ]);
    // Its classes, folded: opened, P3 has figures and the others say why not.
    await userEvent.click(within(cells[6]!).getByText('Ver por classe'));
    await expect(
      within(cells[6]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CARDIOLOGY_CLASS_LINES);
    // Folded again: the picture is of the table as it first shows (a re-render while the picture
    // is taken could fold it or not, so it is never left open).
    await userEvent.click(within(cells[6]!).getByText('Ver por classe'));
    await waitFor(() =>
      expect(within(cells[6]!).getByText('Ver por classe').closest('details')).not.toHaveAttribute(
        'open',
      ),
    );
    const few = await procedureRow('CONSULTA EM DERMATOLOGIA');
    await expect(few).toHaveTextContent(
      'Sem estimativa: menos de 20 atendimentos nos últimos 12 meses',
    );
    // The charts: by service (no service chosen), and the 12 months.
    const waits = await canvas.findByRole(
      'table',
      { name: 'Espera em dias: mediana e 9 em cada 10, por serviço' },
      { timeout: 15_000 },
    );
    await expect(within(waits).getAllByRole('row')).toHaveLength(5);
    const flow = await canvas.findByRole(
      'table',
      { name: 'Entradas e atendimentos dos últimos 12 meses' },
      { timeout: 15_000 },
    );
    await expect(within(flow).getAllByRole('row')).toHaveLength(13);
    await expectReadableCharts(canvasElement.querySelector('[data-testid="grafico-espera"]')!, 600);
    await expectReadableCharts(canvasElement.querySelector('[data-testid="grafico-fluxo"]')!, 600);
  },
};

/**
 * Each service's card gives its figures by priority class: Consultas has three classes with 20
 * cases and more; Terapias none, said in one sentence.
 */
export const ByPriority: Story = {
  play: async ({ canvas }) => {
    const services = await canvas.findByRole('region', { name: 'Resumo por serviço' });
    const card = (name: string) =>
      within(services)
        .getAllByRole('listitem')
        .find((li) => li.querySelector('h3')?.textContent === name)!;
    await waitFor(() => expect(card('Consultas')).toBeDefined());
    await expect(
      within(within(card('Consultas')).getByRole('list', { name: 'Por prioridade' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CONSULTAS_CLASS_LINES);
    await expect(card('Terapias')).toHaveTextContent(
      'Sem estimativa por prioridade: nenhuma das classes (Emergência, Urgência, Prioritário e Eletivo) teve 20 atendimentos nos últimos 12 meses.',
    );
  },
};

/** At 360 px a procedure's classes open inside its item, without a sideways scroll. */
export const ByPriorityMobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', {
      name: 'Aguardando e tempo de espera por procedimento',
    });
    const cardiology = within(cards)
      .getAllByRole('listitem')
      .find((card) => card.textContent?.startsWith('CONSULTA EM CARDIOLOGIA'))!;
    await userEvent.click(within(cardiology).getByText('Por prioridade'));
    await expect(
      within(cardiology).getByRole('list', { name: 'Por prioridade' }),
    ).toHaveTextContent(
      'Prioritário: metade em até 70 dias; 9 em cada 10, em até 154 dias. (32 atendidos)',
    );
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 360 px: no charts (victory is not even loaded); procedures as cards, months as a list. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas, canvasElement }) => {
    const months = await canvas.findByRole('list', {
      name: 'Entradas e atendimentos dos últimos 12 meses',
    });
    const items = within(months).getAllByRole('listitem');
    await expect(items).toHaveLength(12);
    await expect(items[0]).toHaveTextContent(/^\S+ de \d{4}Entradas: \d+Atendimentos: \d+$/);
    const cards = canvas.getByRole('list', {
      name: 'Aguardando e tempo de espera por procedimento',
    });
    const cardiology = within(cards)
      .getAllByRole('listitem')
      .find((card) => card.textContent?.startsWith('CONSULTA EM CARDIOLOGIA'))!;
    await expect(cardiology).toHaveTextContent(
      'CONSULTA EM CARDIOLOGIAConsultas · 181 aguardandoMetade em até 70 dias; 9 em cada 10 em até 154 dias.Com base em 68 atendimentos nos últimos 12 meses.',
    );
    const few = within(cards)
      .getAllByRole('listitem')
      .find((card) => card.textContent?.startsWith('CONSULTA EM DERMATOLOGIA'))!;
    await expect(few).toHaveTextContent(
      'Sem estimativa: menos de 20 atendimentos nos últimos 12 meses',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('[data-testid^="grafico-"]')).toBeNull();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** The figures are on their way: each part says what it is loading. */
export const Loading: Story = {
  parameters: {
    scenarios: { WaitEstimates: { delayMs: 60_000 }, QueueFlow: { delayMs: 60_000 } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando os tempos de espera...')).toBeVisible();
    await expect(canvas.getByText('Carregando entradas e atendimentos...')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Serviço$/ })).toBeVisible();
  },
};

/** No rows at all: said so, not a blank panel (the date of the data stays). */
export const Empty: Story = {
  parameters: { scenarios: { WaitEstimates: { kind: 'empty' }, QueueFlow: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nenhuma solicitação na fila para este filtro.'),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        'Nenhuma entrada nem atendimento nos últimos 12 meses para este filtro.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^Dados de \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Both figures fail: each part has its own 'Tentar novamente', which brings it back. */
export const Error: Story = {
  parameters: {
    scenarios: {
      WaitEstimates: { kind: 'error', message: 'Falha ao calcular as estimativas.' },
      QueueFlow: { kind: 'network' },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Não foi possível carregar os tempos de espera. Falha ao calcular as estimativas.',
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Não foi possível carregar as entradas e os atendimentos.'),
    ).toBeVisible();
    const retries = canvas.getAllByRole('button', { name: 'Tentar novamente' });
    await expect(retries).toHaveLength(2);
    resetScenarios();
    for (const retry of retries) await userEvent.click(retry);
    await expect(await procedureRow('CONSULTA EM CARDIOLOGIA')).toBeDefined();
    await expect(
      await canvas.findByRole(
        'table',
        { name: 'Entradas e atendimentos dos últimos 12 meses' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull(),
    );
  },
};

/** The filter lists fail: each has its own retry; the figures still show. */
export const FiltersError: Story = {
  parameters: {
    scenarios: { QueueServices: { kind: 'error' }, QueueUnitHealths: { kind: 'error' } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não foi possível carregar os serviços. Erro interno no servidor.'),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        'Não foi possível carregar as unidades de saúde. Erro interno no servidor.',
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(2);
    await expect(await procedureRow('CONSULTA EM CARDIOLOGIA')).toBeDefined();
    resetScenarios();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Tentar novamente' })[0]!);
    await expect(await canvas.findByRole('button', { name: /Serviço$/ })).toBeVisible();
  },
};

/** A 200 the contract does not allow is a failed read with its retry, never figures. */
export const Malformed: Story = {
  parameters: { scenarios: { WaitEstimates: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Não foi possível carregar os tempos de espera. O servidor enviou uma resposta inesperada. Tente novamente.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/**
 * Serviço and Unidade solicitante narrow the panel as they are chosen and go into the address (with
 * the municipio kept); Limpar takes them out.
 */
export const FilterByServiceAndUnit: Story = {
  parameters: { route: { address: '/painel-da-fila?municipio=3302858' } },
  play: async ({ canvas }) => {
    await procedureRow('CONSULTA EM CARDIOLOGIA');
    await choose('Serviço', 'Consultas');
    await waitFor(() =>
      expect(currentRoute()).toBe('/painel-da-fila?municipio=3302858&servico=CONSULTAS'),
    );
    await expect(
      await canvas.findByRole(
        'table',
        { name: 'Espera em dias: mediana e 9 em cada 10, por procedimento de Consultas' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(canvas.getByRole('region', { name: 'Resumo por serviço' })).getAllByRole('heading', {
          level: 3,
        }),
      ).toHaveLength(1),
    );
    await choose('Unidade solicitante', 'UBS Chatuba');
    await waitFor(() =>
      expect(currentRoute()).toBe(
        '/painel-da-fila?municipio=3302858&servico=CONSULTAS&unidade=UBS+Chatuba',
      ),
    );
    await waitFor(async () =>
      expect(await procedureRow('CONSULTA EM CARDIOLOGIA')).toHaveTextContent(
        'CONSULTA EM CARDIOLOGIAConsultas21Sem estimativa: menos de 20 atendimentos nos últimos 12 mesesSem estimativa10',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(currentRoute()).toBe('/painel-da-fila?municipio=3302858'));
    await expect(canvas.getByRole('button', { name: /Serviço$/ })).toHaveTextContent(
      'Todos os serviços',
    );
  },
};

/**
 * A new filter is slow to answer: the previous figures stay, still described by their own filter
 * (the chart 'por serviço'), and the panel says it is updating.
 */
export const Updating: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole(
      'table',
      { name: 'Espera em dias: mediana e 9 em cada 10, por serviço' },
      { timeout: 15_000 },
    );
    setScenario('WaitEstimates', { delayMs: 60_000 });
    setScenario('QueueFlow', { delayMs: 60_000 });
    await choose('Serviço', 'Consultas');
    await expect(await canvas.findByText('Atualizando o painel...')).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: 'Espera em dias: mediana e 9 em cada 10, por serviço' }),
    ).toBeInTheDocument();
    await expect(currentRoute()).toBe('/painel-da-fila?servico=CONSULTAS');
  },
};

/** A shared link (or a reload): the filter comes back from the address. */
export const FromAddress: Story = {
  parameters: { route: { address: '/painel-da-fila?servico=CONSULTAS&unidade=UBS+Chatuba' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /Serviço$/ })).toHaveTextContent(
      'Consultas',
    );
    await expect(
      await canvas.findByRole('button', { name: /Unidade solicitante$/ }),
    ).toHaveTextContent('UBS Chatuba');
    await waitFor(async () =>
      expect(await procedureRow('CONSULTA EM CARDIOLOGIA')).toHaveTextContent(
        'Consultas21Sem estimativa',
      ),
    );
  },
};

/**
 * One requesting unit of one service: months with 1 to 4 entries or services come as null (no
 * group under 5) and are written '< 5' in the chart's table, with a note saying why; the chart is
 * drawn all the same.
 */
export const SmallCounts: Story = {
  parameters: { route: { address: '/painel-da-fila?servico=CONSULTAS&unidade=UBS+Chatuba' } },
  play: async ({ canvas, canvasElement }) => {
    const flow = await canvas.findByRole(
      'table',
      { name: 'Entradas e atendimentos dos últimos 12 meses' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(within(flow).getAllByRole('cell', { name: '< 5' }).length).toBe(9));
    // No count from 1 to 4 anywhere in the table.
    const cells = within(flow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(cells.filter((text) => /^[1-4]$/.test(text ?? ''))).toEqual([]);
    await expect(
      canvas.getByText(/“< 5” quer dizer de 1 a 4 solicitações.*linha de base/),
    ).toBeVisible();
    await expectReadableCharts(canvasElement.querySelector('[data-testid="grafico-fluxo"]')!, 600);
  },
};

/** The same at 360 px: the list of months says '< 5'. */
export const SmallCountsMobile: Story = {
  ...SmallCounts,
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const months = await canvas.findByRole('list', {
      name: 'Entradas e atendimentos dos últimos 12 meses',
    });
    await waitFor(() =>
      expect(within(months).getAllByRole('listitem')[0]).toHaveTextContent(
        /Entradas: 8Atendimentos: 14$/,
      ),
    );
    const items = within(months).getAllByRole('listitem');
    await expect(items.filter((item) => item.textContent?.includes('< 5'))).toHaveLength(9);
    await expect(canvas.getByText(/“< 5” quer dizer de 1 a 4 solicitações/)).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/**
 * A municipality with fewer than 20 services everywhere (Nilópolis): every figure says why it is
 * missing, and there is no wait chart.
 */
export const UnavailableEstimates: Story = {
  parameters: { route: { address: '/painel-da-fila?municipio=3303203' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/^Município: .*Nilópolis/)).toBeVisible();
    const services = await canvas.findByRole('region', { name: 'Resumo por serviço' });
    await expect(
      within(services).getAllByText(
        'Sem estimativa: menos de 20 atendimentos nos últimos 12 meses',
      ),
    ).toHaveLength(4);
    await expect(within(services).queryByText(/^Metade/)).toBeNull();
    await canvas.findByRole(
      'table',
      { name: 'Entradas e atendimentos dos últimos 12 meses' },
      { timeout: 15_000 },
    );
    await expect(canvasElement.querySelector('[data-testid="grafico-espera"]')).toBeNull();
  },
};

/** ?municipio= names no client: a clear message (not the portal's own city's figures). */
export const UnknownMunicipio: Story = {
  parameters: { route: { address: '/painel-da-fila?municipio=9999999' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Município não encontrado')).toBeVisible();
    await expect(
      canvas.getByText(
        'O código de município “9999999” não corresponde a nenhum município deste portal.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(
      canvas.getByRole('link', { name: 'Ver o painel de Prefeitura Municipal de Mesquita' }),
    );
    await waitFor(() => expect(currentRoute()).toBe('/painel-da-fila'));
  },
};

/** A municipality whose queue is off in the portal (Queimados): no panel, said so. */
export const PortalOff: Story = {
  parameters: { route: { address: '/painel-da-fila?municipio=3304144' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'A consulta à fila de regulação não está disponível para Prefeitura Municipal de Queimados no momento.',
      ),
    ).toBeVisible();
  },
};

/** 320 px wide, text at 200 %: nothing scrolls sideways. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Entradas e atendimentos dos últimos 12 meses' });
    await expectNoHorizontalOverflow();
  },
};
