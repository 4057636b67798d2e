import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { resetScenarios, setScenario } from '@portal/mocks';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow, atViewport } from '../../storybook/viewports';
import { withRouter } from '../../storybook/withRouter';
import { WaitEstimateSummary } from './WaitEstimateSummary';

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
