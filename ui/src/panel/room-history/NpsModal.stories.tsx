import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { Spinner } from '../../primitives/Spinner';
import { atViewport } from '../../storybook/viewports';
import { useRoomHistory } from '../api';
import { loginForStory, withPanel } from '../storybook/PanelStoryFrame';
import { NpsModal, type RoomHistoryRow } from './NpsModal';

/** Opens the modal on a room of the mock backend's history (rated or not). */
function FromHistory({ rated, onClose }: { rated: boolean; onClose: () => void }) {
  const [open, setOpen] = useState(true);
  // The history screen's own read (page 1, 100 rows), under the same key.
  const history = useRoomHistory();
  const row = history.rows.find((r: RoomHistoryRow) => (r.tnp_id !== null) === rated);
  if (!row) return <Spinner />;
  return (
    <NpsModal
      row={open ? row : null}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  );
}

const meta = {
  title: 'Painel/Histórico de salas e NPS/Modal NPS',
  component: FromHistory,
  decorators: [withPanel],
  beforeEach: loginForStory(DEMO.panel),
  args: { rated: true, onClose: fn() },
} satisfies Meta<typeof FromHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A rated room: every field, times as mm:ss; the × closes it. */
export const Default: Story = {
  play: async ({ args }) => {
    const modal = within(await body().findByRole('dialog', { name: 'NPS da teleconsulta' }));
    await expect(modal.getAllByText(/^\d{2}:\d{2}$/)).toHaveLength(2);
    await expect(modal.getByText(/^(10|\d)$/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };
