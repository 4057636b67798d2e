import type { Meta, StoryObj } from '@storybook/react-vite';
import { logEntrySchema, ROOM_REMOVAL_REASONS } from '@portal/contracts/realtime';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../storybook/viewports';
import type { MemorySource } from '../realtime/memory';
import { realtimeLoader, withPanel } from '../storybook/PanelStoryFrame';
import { WebRoomsPage } from './WebRoomsPage';

const meta = {
  title: 'Painel/Salas em tempo real (Minha Consulta)',
  component: WebRoomsPage,
  decorators: [withPanel],
  loaders: [realtimeLoader('noStale')],
} satisfies Meta<typeof WebRoomsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const source = (loaded: Record<string, unknown>) => loaded.realtime as MemorySource;

/** Live rooms: count, 'Sala antiga' for rooms without the SDK block, 'Não informado' for gaps. */
export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('7 salas')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Salas em tempo real do Minha Consulta' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual([
      'CPF do Paciente',
      'Protocolo',
      'Paciente',
      'Nível de Transmissão do Paciente',
      'Profissional',
      'Nível de Transmissão do Profissional',
      'Atualizado em',
      'Criado em',
      'Ação',
    ]);
    const old = within(canvas.getByRole('row', { name: /Antônio Rodrigues Alves/ }));
    await expect(old.getAllByText('Sala antiga')).toHaveLength(2);
    const waiting = within(canvas.getByRole('row', { name: /Francisco de Assis Souza/ }));
    await expect(waiting.getAllByText('Não informado').length).toBeGreaterThanOrEqual(2);

    // A change in the database shows at once, without reloading.
    source(loaded).write(
      'users/12345678909/telessaude/sala/agoraSdk/funNome',
      'Dra. Helena Duarte',
    );
    await expect(
      await within(canvas.getByRole('row', { name: /Maria da Silva Oliveira/ })).findByText(
        'Dra. Helena Duarte',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Salas em tempo real do Minha Consulta | Painel de Controle'),
    );

    // A room with its name and times missing (Firebase stores no nulls) is still listed.
    source(loaded).write('users/98765432100/telessaude/sala', { protocol: 'TLS-2026-999999' });
    await expect(await canvas.findByText('8 salas')).toBeVisible();
    const partial = within(canvas.getByRole('row', { name: /TLS-2026-999999/ }));
    await expect(partial.getAllByText('Não informado').length).toBeGreaterThanOrEqual(2);
  },
};

/** The trash icon asks first; confirming removes the room and logs 'via Controle Teleconsulta'. */
export const RemoveRoom: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remover a sala de José Carlos Pereira' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Remover sala' }));
    await expect(dialog.getByText(/José Carlos Pereira \(CPF 234\.567\.891-73\)/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByRole('row', { name: /José Carlos Pereira/ })).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Remover a sala de José Carlos Pereira' }),
    );
    await userEvent.click(
      within(await body().findByRole('dialog', { name: 'Remover sala' })).getByRole('button', {
        name: 'Remover',
      }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('row', { name: /José Carlos Pereira/ })).toBeNull(),
    );
    await expect(await canvas.findByText('6 salas')).toBeVisible();
    const log = source(loaded).read('telessaude-log/23456789173') as Record<string, unknown>;
    const [key, entry] = Object.entries(log)[0]!;
    await expect(key).toMatch(/^\d{17}$/);
    await expect(logEntrySchema.parse(entry)).toMatchObject({
      path: 'users/23456789173/telessaude/sala',
      type: 'delete',
      subtype: ROOM_REMOVAL_REASONS.manual,
    });
    await expect(await body().findAllByText('Sala removida com sucesso.')).not.toHaveLength(0);
  },
};

/** At load, a room with a patient stream and over an hour without update is removed and logged. */
export const AutoRemoval: Story = {
  loaders: [realtimeLoader('default')],
  play: async ({ canvas, loaded }) => {
    await waitFor(() => expect(source(loaded).read('users/56789123482')).toBeNull());
    await expect(await canvas.findByText('6 salas')).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Juliana Ferreira Lima/ })).toBeNull();
    const log = source(loaded).read('telessaude-log/56789123482') as Record<string, unknown>;
    await expect(Object.values(log)[0]).toMatchObject({
      subtype: 'Controle Teleconsulta - Mais de 1 hora sem atualização',
    });
  },
};

/** A database refusing the removal: the room stays and the operator is told. */
export const RemoveFails: Story = {
  loaders: [
    async () => {
      const { realtime } = realtimeLoader('noStale')();
      return {
        realtime: {
          ...realtime,
          removeWebRoom: () => Promise.reject(new globalThis.Error('permission_denied')),
        },
      };
    },
  ],
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remover a sala de José Carlos Pereira' }),
    );
    await userEvent.click(
      within(await body().findByRole('dialog', { name: 'Remover sala' })).getByRole('button', {
        name: 'Remover',
      }),
    );
    await expect(
      await body().findAllByText('Não foi possível remover a sala. Tente novamente.'),
    ).not.toHaveLength(0);
    await expect(canvas.getByRole('row', { name: /José Carlos Pereira/ })).toBeVisible();
  },
};

/** Waiting for the first snapshot. */
export const Loading: Story = {
  loaders: [realtimeLoader('loading')],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Conectando ao banco de dados em tempo real...'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [realtimeLoader('empty')],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma sala em andamento no momento.')).toBeVisible();
    await expect(canvas.getByText('0 salas')).toBeVisible();
  },
};

/** The listener is refused: an error state with a retry. */
export const Error: Story = {
  loaders: [realtimeLoader('error')],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Não foi possível acompanhar as salas em tempo real.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Below 768 px the rooms are cards, each named by the patient, with its remove button. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Salas em tempo real do Minha Consulta' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await expect(
      within(list).getByRole('heading', { name: 'Juliana Ferreira Lima' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Remover a sala de Juliana Ferreira Lima' }),
    ).toBeVisible();
  },
};
