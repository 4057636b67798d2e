import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow, atViewport } from '../../storybook/viewports';
import { withRouter } from '../../storybook/withRouter';
import { withCity } from '../storybook/decorators';
import { MethodPage } from './MethodPage';
import { CONSULTAS_CLASS_LINES } from '../storybook/waitByPriority';

const meta = {
  title: 'Portal/Como calculamos',
  component: MethodPage,
  decorators: [withCity, withRouter('/como-calculamos')],
} satisfies Meta<typeof MethodPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The method, its limits, the worked example and the date of the current city's data. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Como calculamos o tempo de espera' }),
    ).toBeVisible();
    await expect(await canvas.findByTestId('method-data-date')).toHaveTextContent(
      'Prefeitura Municipal de Mesquita: dados da fila até 20/11/2026. As estimativas usam os atendimentos de 21/11/2025 a 20/11/2026.',
    );
    // The worked example's figures come from the same nearest-rank rule the backend uses.
    await expect(
      canvas.getByText(
        /a mediana é a espera do 5º paciente, 20 dias, e o percentil 90 a do 9º, 60 dias/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Limites' })).toBeVisible();
    // The classes of regulation in plain words, and why a class may have no estimate.
    const classes = canvas.getByRole('table', { name: 'Classes de prioridade da regulação' });
    await expect(
      within(classes)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Emergência (P1)',
      'Urgência (P2)',
      'Prioritário (P3)',
      'Eletivo (P4)',
      'Sem classificação',
    ]);
    await expect(
      canvas.getByText(/ordena a fila de cada procedimento pela classe.*pela data de entrada/),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Uma classe só tem estimativa quando teve pelo menos 20/),
    ).toBeVisible();
    await expect(canvas.getByText('Não é uma promessa nem uma data marcada.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Painel da fila' })).toHaveAttribute(
      'href',
      '/painel-da-fila',
    );
    await expect(canvas.getByRole('link', { name: 'Dados abertos' })).toHaveAttribute(
      'href',
      '/dados-abertos',
    );
  },
};

/** The city's figures by class, service by service: a class with figures, the others say why. */
export const CityByPriority: Story = {
  play: async ({ canvas }) => {
    const section = await canvas.findByTestId('method-priorities');
    await expect(
      within(section).getByRole('heading', {
        name: 'Prefeitura Municipal de Mesquita: espera por prioridade nos últimos 12 meses',
      }),
    ).toBeVisible();
    const consultas = within(section).getByRole('list', { name: 'Consultas' });
    await expect(
      within(consultas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CONSULTAS_CLASS_LINES);
    // Terapias: no class has 20 cases.
    await expect(
      within(section).getByText(/^Sem estimativa por prioridade: nenhuma das classes/),
    ).toBeVisible();
  },
};

/** The classes cannot be read (a malformed reply): the page still explains them, with no figures. */
export const CityByPriorityMalformed: Story = {
  parameters: { scenarios: { WaitEstimates: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^A data dos dados está indisponível no momento\./),
    ).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: 'Classes de prioridade da regulação' }),
    ).toBeVisible();
    await expect(canvas.queryByTestId('method-priorities')).toBeNull();
  },
};

/** At 360 px nothing scrolls sideways (the example is a tall table, not a wide one). */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async (context) => {
    await Default.play!(context);
    await context.canvas.findByTestId('method-priorities');
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 % (WCAG 1.4.10). */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await canvas.findByTestId('method-data-date');
    await canvas.findByTestId('method-priorities');
    await expectNoHorizontalOverflow();
  },
};

/** The date of the data cannot be read: the page still explains the method, and offers a retry. */
export const DataDateFails: Story = {
  parameters: { scenarios: { WaitEstimates: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^A data dos dados está indisponível no momento\./),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Como calculamos' })).toBeVisible();
  },
};
