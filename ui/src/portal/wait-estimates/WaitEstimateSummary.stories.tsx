import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetScenarios, setScenario } from '@portal/mocks';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow, atViewport } from '../../storybook/viewports';
import { withRouter } from '../../storybook/withRouter';
import { WaitEstimateSummary } from './WaitEstimateSummary';
import { CARDIOLOGY_CLASS_LINES } from '../storybook/waitByPriority';

const meta = {
  title: 'Portal/Buscar solicitações/Estimativa de espera',
  component: WaitEstimateSummary,
  decorators: [withRouter('/solicitacoes')],
  args: { client: '3302858', service: 'CONSULTAS', procedure: 'CONSULTA EM CARDIOLOGIA' },
} satisfies Meta<typeof WaitEstimateSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The seed's cardiology figures, from the mock backend (GraphQL queue_wait_estimates): 68 requests
 * served in the 12 months up to 20/11/2026, half within 70 days, 9 in 10 within 154; 181 waiting.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Metade dos pacientes foi atendida em até 70 dias; 9 em cada 10, em até 154 dias.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        '181 pessoas aguardando para CONSULTA EM CARDIOLOGIA agora · 68 atendimentos nos últimos 12 meses.',
      ),
    ).toBeVisible();
    // By priority class: P3 (32 cases) has figures, the other classes say why not.
    const classes = canvas.getByRole('list', { name: 'Por prioridade' });
    await expect(
      within(classes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CARDIOLOGY_CLASS_LINES);
    await expect(canvas.getByText(/Dados até 20\/11\/2026\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Como calculamos' })).toHaveAttribute(
      'href',
      '/como-calculamos',
    );
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** 320 px with text at 200 % (WCAG 1.4.10). */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await canvas.findByTestId('wait-sentence');
    await canvas.findByRole('list', { name: 'Por prioridade' });
    await expectNoHorizontalOverflow();
  },
};

/** Fewer than 20 requests served in the year: no figures, and why. */
export const FewCases: Story = {
  args: { procedure: 'CONSULTA EM DERMATOLOGIA' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Ainda não há atendimentos suficientes para estimar a espera: foram 11 nos últimos 12 meses, e a estimativa precisa de pelo menos 20.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^50 pessoas aguardando para CONSULTA EM DERMATOLOGIA agora\.$/),
    ).toBeVisible();
  },
};

/** No priority class has 20 cases: one sentence says so, not the same reason four times. */
export const NoClassWithFigures: Story = {
  args: { procedure: 'CONSULTA EM DERMATOLOGIA' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Sem estimativa por prioridade: nenhuma das classes (Emergência, Urgência, Prioritário e Eletivo) teve 20 atendimentos nos últimos 12 meses.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Por prioridade' })).toBeNull();
  },
};

/** Fewer than 5 requests served: the count is withheld and written '< 5', never the number. */
export const FewerThanFiveCases: Story = {
  args: { service: 'TERAPIAS', procedure: 'SESSAO DE PSICOTERAPIA' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Ainda não há atendimentos suficientes para estimar a espera: foram < 5 nos últimos 12 meses, e a estimativa precisa de pelo menos 20.',
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('wait-estimate')).not.toHaveTextContent(/foram [1-4] /);
  },
};

/** The by-class list at 360 px: nothing scrolls sideways. */
export const MobileByPriority: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Por prioridade' });
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** A procedure (or client) the queue does not know: a clear message, not a blank panel. */
export const UnknownProcedure: Story = {
  args: { procedure: 'PROCEDIMENTO INEXISTENTE' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Não há dados de espera para este procedimento neste município\./),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { scenarios: { WaitEstimates: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando a estimativa de espera...')).toBeVisible();
  },
};

/** The call fails: the estimate is unavailable, with a retry that brings it back. */
export const Error: Story = {
  play: async ({ canvas }) => {
    setScenario('WaitEstimates', { kind: 'error' });
    try {
      await expect(
        await canvas.findByText('Estimativa de espera indisponível no momento.'),
      ).toBeVisible();
    } finally {
      resetScenarios();
    }
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(canvas.getByTestId('wait-sentence')).toHaveTextContent(/^Metade dos pacientes/),
    );
  },
};

/** A reply outside the contract is not data: unavailable, as for a failure. */
export const Malformed: Story = {
  parameters: { scenarios: { WaitEstimates: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Estimativa de espera indisponível no momento.'),
    ).toBeVisible();
  },
};
