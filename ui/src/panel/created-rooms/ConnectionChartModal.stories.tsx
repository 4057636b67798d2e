import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { Spinner } from '../../primitives/Spinner';
import { expectReadableCharts } from '../../storybook/charts';
import { atViewport } from '../../storybook/viewports';
import { useCreatedRooms } from '../api';
import { loginForStory, withPanel } from '../storybook/PanelStoryFrame';
import { ConnectionChartModal } from './ConnectionChartModal';

/** Opens the modal on the mock backend's first app room; `withoutPatientSamples` blanks its patient series. */
function FromCreatedRooms({
  withoutPatientSamples,
  onClose,
}: {
  withoutPatientSamples: boolean;
  onClose: () => void;
}) {
  const [open, setOpen] = useState(true);
  // The created-rooms screen's own read; it lists newest first, so the provider's first is last.
  const { data } = useCreatedRooms('app', 0);
  const first = data?.at(-1);
  if (!first) return <Spinner />;
  const row = withoutPatientSamples
    ? { ...first, vcl_paciente_rtt_array: null, vcl_paciente_level_array: '[]' }
    : first;
  return (
    <ConnectionChartModal
      row={open ? row : null}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  );
}

/** The modal, and a button that opens it again once closed. */
function Reopenable(props: { withoutPatientSamples: boolean; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir o gráfico
      </button>
      {open && <FromCreatedRooms {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

const meta = {
  title: 'Painel/Gráfico de salas criadas/Modal do gráfico',
  component: FromCreatedRooms,
  decorators: [withPanel],
  beforeEach: loginForStory(DEMO.panel),
  args: { withoutPatientSamples: false, onClose: fn() },
} satisfies Meta<typeof FromCreatedRooms>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Titled by the room; Paciente first, arrow keys move to Profissional. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: /^app-/ });
    const modal = within(dialog);
    await expect(
      await modal.findByText('Paciente: últimos 20 pontos', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    modal.getByRole('tab', { name: 'Paciente' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(modal.getByRole('tab', { name: 'Profissional', selected: true })).toBeVisible();
    await expect(await modal.findByText('Profissional: últimos 20 pontos')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A participant without samples: a message instead of an empty chart. */
export const NoSamples: Story = {
  args: { withoutPatientSamples: true },
  play: async () => {
    const modal = within(await body().findByRole('dialog', { name: /^app-/ }));
    await expect(modal.getByText('Sem medições de conexão para este participante.')).toBeVisible();
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Closed on Profissional and opened again: it opens on Paciente, as every time. */
export const OpensOnPaciente: Story = {
  render: (args) => <Reopenable {...args} />,
  play: async ({ canvas }) => {
    let modal = within(await body().findByRole('dialog', { name: /^app-/ }));
    await userEvent.click(await modal.findByRole('tab', { name: 'Profissional' }));
    await expect(modal.getByRole('tab', { name: 'Profissional', selected: true })).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Fechar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Abrir o gráfico' }));
    modal = within(await body().findByRole('dialog', { name: /^app-/ }));
    await expect(await modal.findByRole('tab', { name: 'Paciente', selected: true })).toBeVisible();
  },
};

/** The charts fill the modal (1280 px) and keep 12 px labels; each point at its time. */
export const ChartsAt1280: Story = {
  globals: atViewport('desktop1280'),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: /^app-/ });
    const charts = await within(dialog).findByTestId('graficos-conexao', {}, { timeout: 15_000 });
    await expectReadableCharts(charts, dialog.getBoundingClientRect().width * 0.85);
    await expect(within(dialog).getByRole('table', { name: /Paciente/ })).toBeInTheDocument();
    await expect(
      within(within(dialog).getByRole('table', { name: /Paciente/ })).getAllByRole('rowheader')[0],
    ).toHaveTextContent(/^\d{2}:\d{2}:\d{2}$/);
  },
};

/** On a 360 px phone the charts take the phone's width and keep 12 px labels. */
export const ChartsAt360: Story = {
  ...ChartsAt1280,
  globals: atViewport('mobile360'),
};
