import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow, atViewport } from '../../storybook/viewports';
import { withRouter } from '../../storybook/withRouter';
import { withCity } from '../storybook/decorators';
import { MethodPage } from './MethodPage';

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

/** At 360 px nothing scrolls sideways (the example is a tall table, not a wide one). */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async (context) => {
    await Default.play!(context);
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 % (WCAG 1.4.10). */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await canvas.findByTestId('method-data-date');
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
