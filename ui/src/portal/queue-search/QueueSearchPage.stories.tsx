import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetScenarios, setScenario } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { PortalConfigProvider } from '../../app/portalConfig';
import { CityProvider } from '../layout/city';
import { withCity } from '../storybook/decorators';
import { currentRoute, withRouter } from '../../storybook/withRouter';
import { expectToast } from '../../storybook/expectToast';
import { resetToasts } from '../../primitives/toast';
import { QueueSearchPage } from './QueueSearchPage';
import { MALFORMED_REPLY } from '../../api/reply';
import { forgetWelcome, markWelcomeSeen } from './WelcomeModal';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow } from '../../storybook/viewports';

const CARDIOLOGY =
  '/solicitacoes?servico=CONSULTAS&procedimento=CONSULTA+EM+CARDIOLOGIA&situacao=SOLICITADO';

const meta = {
  title: 'Portal/Buscar solicitações/Página',
  component: QueueSearchPage,
  decorators: [withCity, withRouter('/solicitacoes', '/solicitacoes')],
  beforeEach: async () => {
    // The lazy parts are fetched first, so a story times the screen, not the dev server's compile.
    await Promise.all([import('./QueueFilterForm'), import('../layout/city')]);
    markWelcomeSeen();
    return forgetWelcome;
  },
} satisfies Meta<typeof QueueSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Picks an option of a filter (a native select: the phone's own picker). */
async function choose(label: string, option: string) {
  const select = await page().findByRole('combobox', { name: label });
  await waitFor(() => expect(select).toBeEnabled());
  await userEvent.selectOptions(select, option);
}

/** On arrival: the welcome modal; 'Começar!' closes it and focus moves to the page's heading. */
export const Default: Story = {
  beforeEach: forgetWelcome,
  play: async () => {
    const dialog = await page().findByRole('dialog', {
      name: 'Bem-Vindo ao Portal da Transparência!',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Começar!' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // Focus goes on from the page's heading, not from <body>.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        page().getByRole('heading', { level: 1, name: 'Buscar solicitações' }),
      ),
    );
    await expect(await page().findByText(/^Última atualização da fila em/)).toBeVisible();
    await expect(
      await page().findByText('Município: Prefeitura Municipal de Mesquita'),
    ).toBeVisible();
  },
};

/** A click on the backdrop closes the welcome too. */
export const WelcomeBackdrop: Story = {
  beforeEach: forgetWelcome,
  play: async () => {
    const dialog = await page().findByRole('dialog');
    const box = dialog.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      coords: { x: box.left - 10, y: box.top - 10 },
      target: dialog,
    });
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/**
 * The filter's rules: procedure disabled until a service is chosen; CONSULTAS drops 'Parcialmente
 * atendido'; a new service clears procedure and status; a search needs all three.
 */
export const FilterRules: Story = {
  play: async ({ canvas }) => {
    const procedure = await canvas.findByRole('combobox', { name: 'Procedimento' });
    await expect(procedure).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expectToast('Você precisa selecionar um Serviço, um Procedimento e uma Situação!');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Serviço' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );

    await choose('Serviço', 'Exames');
    const status = canvas.getByRole('combobox', { name: 'Situação' });
    await expect(
      within(status).getByRole('option', { name: 'Parcialmente atendido' }),
    ).toBeInTheDocument();
    await choose('Situação', 'Agendado');
    await expect(status).toHaveDisplayValue('Agendado');

    await choose('Serviço', 'Consultas');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Situação' })).toHaveValue(''));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Procedimento' })).toBeEnabled(),
    );
    await within(status).findByRole('option', { name: 'Solicitado' });
    await expect(
      within(status).queryByRole('option', { name: 'Parcialmente atendido' }),
    ).toBeNull();
  },
};

/** A complete search: 'Total: 181 itens', the Solicitado columns, masked CNS, pagination. */
export const Search: Story = {
  // Its phone layout differs from the screen's first story: pictured at 360 px too.
  tags: ['phone'],
  play: async ({ canvas }) => {
    await choose('Serviço', 'Consultas');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Procedimento' })).toBeEnabled(),
    );
    await choose('Procedimento', 'CONSULTA EM CARDIOLOGIA');
    await choose('Situação', 'Solicitado');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByText('Total: 181 itens')).toBeVisible();
    const table = canvas.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual([
      'Procedimento',
      'Posição',
      'CNS',
      'Data da solicitação',
      'Cidadão (iniciais)',
      'Data de nascimento',
      'Tempo estimado',
      'Unidade solicitante',
      'Dias na fila',
      'Info',
    ]);
    const firstRow = within(table).getAllByRole('row')[1]!;
    await expect(firstRow).toHaveTextContent(/^Cons - Consulta Em Cardiologia1º\*\*\*\d{4}/);
    // Above the results, the procedure's waits; the first in line, waiting for years, is told that
    // they already wait longer than 9 in 10 did (never '≈ 1 hora').
    await expect(
      await canvas.findByText(
        'Metade dos pacientes foi atendida em até 70 dias; 9 em cada 10, em até 154 dias.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(firstRow).toHaveTextContent('Já espera mais que 9 em cada 10 atendidos (154 dias)'),
    );
    // And by priority class: the queue is ordered by class first, so the first in line is of a
    // class with too few cases (its row says the figures are of every class).
    await expect(canvas.getByRole('list', { name: 'Por prioridade' })).toHaveTextContent(
      'Prioritário: metade em até 70 dias; 9 em cada 10, em até 154 dias.',
    );
    await expect(firstRow).toHaveTextContent(/\(154 dias\) \(todas as prioridades\)/);
    await expect(currentRoute()).toBe(CARDIOLOGY);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(currentRoute()).toBe(`${CARDIOLOGY}&pagina=2`));
    await expect(await canvas.findByText('11º')).toBeVisible();
  },
};

/** The search read from the address (a shared link or a reload); Limpar empties it. */
export const FromAddress: Story = {
  parameters: { route: { address: `${CARDIOLOGY}&pagina=3` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('21º')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Procedimento' })).toHaveValue(
        'CONSULTA EM CARDIOLOGIA',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Página 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(canvas.queryByText(/^Total:/)).toBeNull());
    await expect(canvas.getByRole('combobox', { name: 'Serviço' })).toHaveValue('');
    await expect(currentRoute()).toBe('/solicitacoes');
  },
};

/**
 * Choosing another Serviço after a search: the old results and total go (they belonged to the old
 * filter), the new service stays chosen, and procedure and situation are emptied.
 */
export const ServiceChangedAfterSearch: Story = {
  parameters: { route: { address: CARDIOLOGY } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Total:/)).toBeVisible();
    await choose('Serviço', 'Exames');
    await waitFor(() => expect(canvas.queryByText(/^Total:/)).toBeNull());
    await expect(canvas.queryByText('1º')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Serviço' })).toHaveDisplayValue('Exames');
    await expect(canvas.getByRole('combobox', { name: 'Procedimento' })).toHaveValue('');
    await expect(currentRoute()).toBe('/solicitacoes');
  },
};

/** Devolvido shows its own columns (no position, no scheduling). */
export const ReturnedColumns: Story = {
  parameters: {
    route: {
      address:
        '/solicitacoes?servico=CONSULTAS&procedimento=CONSULTA+EM+CARDIOLOGIA&situacao=DEVOLVIDO',
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual([
      'Procedimento',
      'CNS',
      'Data da solicitação',
      'Cidadão (iniciais)',
      'Data de nascimento',
      'Unidade solicitante',
      'Info',
    ]);
  },
};

/** At 360 px the rows are cards, titled with the description line. */
export const Mobile: Story = {
  ...FromAddress,
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Total: 181 itens')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = canvas.getByRole('list', { name: 'Solicitações na situação Solicitado' });
    await expect(within(cards).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      'Cons - Consulta Em Cardiologia',
    );
    await expect(canvas.getByText('3 de 19')).toBeVisible();
  },
};

const REQUIRED = 'Você precisa selecionar um Serviço, um Procedimento e uma Situação!';

/** Sonner's toasts on screen with this text (one leaving is marked data-removed). */
const toastsSaying = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter(
    (el) => el.dataset.removed !== 'true' && (el.textContent ?? '').includes(text),
  );

/**
 * 360 px: Buscar with nothing chosen raises 'Você precisa selecionar…' (5 s); the valid search
 * that follows takes it away at once, so it does not cover the search's answer on a phone. The
 * toasts are held here (as in the visual review): what takes it away is the search, never its 5 s
 * running out on a slow machine.
 */
export const MobileRequiredToastGoes: Story = {
  globals: atViewport('mobile360'),
  beforeEach: () => {
    resetToasts({ hold: true });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Buscar' }));
    await expectToast(REQUIRED);
    await waitFor(() => expect(toastsSaying(REQUIRED)).toHaveLength(1));

    await choose('Serviço', 'Consultas');
    await choose('Procedimento', 'CONSULTA EM CARDIOLOGIA');
    await choose('Situação', 'Solicitado');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByText('Total: 181 itens')).toBeVisible();
    await waitFor(() => {
      expect(toastsSaying(REQUIRED)).toHaveLength(0);
      const announced = document.querySelectorAll('[role="alert"]');
      expect([...announced].some((r) => r.textContent?.includes(REQUIRED))).toBe(false);
    });
    await expect(
      canvas.getByRole('list', { name: 'Solicitações na situação Solicitado' }),
    ).toBeVisible();
  },
};

/** The search is running. */
export const Loading: Story = {
  ...FromAddress,
  parameters: { ...FromAddress.parameters, scenarios: { SearchQueue: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Buscando solicitações...')).toBeVisible();
  },
};

/** Nothing matches: 'Total: 0 itens' and the empty state. */
export const Empty: Story = {
  ...FromAddress,
  parameters: { ...FromAddress.parameters, scenarios: { SearchQueue: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não encontramos nenhum resultado com essa busca'),
    ).toBeVisible();
    await expect(canvas.getByText('Total: 0 itens')).toBeVisible();
  },
};

/** The search fails: a toast, the form kept, and a retry. */
export const Error: Story = {
  ...FromAddress,
  parameters: {
    ...FromAddress.parameters,
    scenarios: { SearchQueue: { kind: 'error', message: 'Falha na busca da fila.' } },
  },
  play: async ({ canvas }) => {
    await expectToast('Falha na busca da fila.');
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(await canvas.findByRole('combobox', { name: 'Serviço' })).toHaveDisplayValue(
      'Consultas',
    );
  },
};

/**
 * The search answers 200 with something that is not the contract's page: the same toast and retry
 * as a failure, the filter kept; never a crashed page.
 */
export const MalformedReply: Story = {
  ...FromAddress,
  parameters: { ...FromAddress.parameters, scenarios: { SearchQueue: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expectToast(MALFORMED_REPLY);
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' });
    await expect(await canvas.findByRole('combobox', { name: 'Serviço' })).toHaveDisplayValue(
      'Consultas',
    );
    resetScenarios();
    await userEvent.click(retry);
    await expect(await canvas.findByText('21º')).toBeVisible();
  },
};

/** An address with a status the queue does not have: nothing to find, said so (not a blank area). */
export const UnknownStatusInAddress: Story = {
  parameters: {
    route: {
      address: '/solicitacoes?servico=CONSULTAS&procedimento=CONSULTA+EM+CARDIOLOGIA&situacao=XYZ',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não encontramos nenhum resultado com essa busca'),
    ).toBeVisible();
  },
};

/** The wait figures fail: the estimate says it is unavailable; the search works as before. */
export const EstimateFails: Story = {
  ...FromAddress,
  parameters: { ...FromAddress.parameters, scenarios: { WaitEstimates: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Estimativa de espera indisponível no momento.'),
    ).toBeVisible();
    await expect(await canvas.findByText('21º')).toBeVisible();
    await expect(canvas.getByText('Total: 181 itens')).toBeVisible();
    const row = within(canvas.getByRole('table')).getAllByRole('row')[1]!;
    await expect(row).toHaveTextContent('Estimativa indisponível');
  },
};

/** A later page fails: the error and its retry replace the older rows (they are not the answer). */
export const PageChangeFails: Story = {
  ...FromAddress,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('21º')).toBeVisible();
    setScenario('SearchQueue', { kind: 'error', message: 'Falha na busca da fila.' });
    await userEvent.click(canvas.getByRole('button', { name: 'Página 4' }));
    await expectToast('Falha na busca da fila.');
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' });
    await expect(canvas.queryByText('21º')).toBeNull();
    await expect(canvas.queryByText(/^Total:/)).toBeNull();
    resetScenarios();
    await userEvent.click(retry);
    await expect(await canvas.findByText('31º')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

/** The filter lists cannot be loaded: a toast, and an error with a retry. */
export const OptionsError: Story = {
  parameters: { scenarios: { QueueServices: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await expectToast('Erro interno no servidor.');
    await expect(
      await canvas.findByText('Não foi possível carregar as opções de busca.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** ?municipio= names no client: the toast, and the queue stays on the build's city. */
export const InvalidMunicipio: Story = {
  parameters: { route: { address: '/solicitacoes?municipio=9999999' } },
  play: async ({ canvas }) => {
    await expectToast('Município inválido! Selecione um novo Múnicipio');
    await expect(
      await canvas.findByText('Município: Prefeitura Municipal de Mesquita'),
    ).toBeVisible();
  },
};

/** ?municipio= of another client: its configuration loads and the queue is searched there. */
export const OtherMunicipio: Story = {
  parameters: { route: { address: '/solicitacoes?municipio=3303203' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Município: .*Nilópolis/)).toBeVisible();
  },
};

/** A municipality whose portal is off (coc_ativo_portal false): no queue. */
export const PortalOff: Story = {
  parameters: { route: { address: '/solicitacoes?municipio=3304144' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/A consulta à fila de regulação não está disponível/),
    ).toBeVisible();
  },
};

/** The city's configuration cannot be loaded. */
export const CityError: Story = {
  parameters: { scenarios: { QueueClients: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** The city's answer is not the contract's: said so, with a retry that recovers. */
export const CityMalformed: Story = {
  parameters: { scenarios: { QueueClients: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MALFORMED_REPLY)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByRole('combobox', { name: 'Serviço' })).toBeVisible();
  },
};

/** The build names no municipality: 'Código da cidade não encontrado'. */
export const NoCityCode: Story = {
  render: () => (
    <PortalConfigProvider config={{ clientCode: '' }}>
      <CityProvider>
        <QueueSearchPage />
      </CityProvider>
    </PortalConfigProvider>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Código da cidade não encontrado')).toBeVisible();
  },
};

/** The build's municipality is no client: 'Cidade atual não encontrada', with a retry. */
export const UnknownCity: Story = {
  render: () => (
    <PortalConfigProvider config={{ clientCode: '0000000' }}>
      <CityProvider>
        <QueueSearchPage />
      </CityProvider>
    </PortalConfigProvider>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cidade atual não encontrada')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** 320 px wide, text at 200 %: the filter and the results (as cards) reflow. */
export const Reflow: Story = {
  globals: atReflow(),
  parameters: { route: { address: CARDIOLOGY } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Total:/)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: /solicitações/i })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** The welcome at 320 px with text at 200 %: within the screen, scrolled inside, 'Começar!' reachable. */
export const ReflowWelcome: Story = {
  globals: atReflow(),
  beforeEach: forgetWelcome,
  play: async () => {
    const dialog = await page().findByRole('dialog', {
      name: 'Bem-Vindo ao Portal da Transparência!',
    });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const start = within(dialog).getByRole('button', { name: 'Começar!' });
    start.scrollIntoView();
    await waitFor(() =>
      expect(start.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom),
    );
    await expectNoHorizontalOverflow();
  },
};

/**
 * The results at 1280 px: the table fits its place, long text wraps inside its column, and no cell
 * is cut (or, where it cannot fit, the results are cards).
 */
export const ResultsAt1280: Story = {
  globals: atViewport('desktop1280'),
  parameters: { route: { address: CARDIOLOGY } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Total:/)).toBeVisible();
    const table = canvas.queryByRole('table');
    if (table) {
      const region = table.parentElement!;
      await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      for (const cell of table.querySelectorAll('td, th'))
        await expect(cell.scrollWidth, cell.textContent ?? '').toBeLessThanOrEqual(
          cell.clientWidth,
        );
    } else {
      await expect(canvas.getByRole('list', { name: /solicitações/i })).toBeVisible();
    }
    await expectNoHorizontalOverflow({ reflow: false });
  },
};
