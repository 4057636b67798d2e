import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import useSWR from 'swr';
import { DEMO } from '@portal/mocks';
import { useApi } from '../../api/ApiProvider';
import { unwrap } from '../../api/unwrap';
import { Spinner } from '../../primitives/Spinner';
import { atViewport } from '../../storybook/viewports';
import { loginForStory, withPanel } from '../storybook/PanelStoryFrame';
import { NpsModal, type RoomHistoryRow } from './NpsModal';

/** Opens the modal on a room of the mock backend's history (rated or not). */
function FromHistory({ rated, onClose }: { rated: boolean; onClose: () => void }) {
  const { panel } = useApi();
  const [open, setOpen] = useState(true);
  const { data } = useSWR('historico-para-modal', () =>
    unwrap(
      panel.POST('/api/rooms/get-rooms', { body: { curPage: 1, limit: 100, whereKey: null } }),
    ),
  );
  const row = data?.data.list.find((r: RoomHistoryRow) => (r.tnp_id !== null) === rated);
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
