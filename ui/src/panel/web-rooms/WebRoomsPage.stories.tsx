import type { Meta, StoryObj } from '@storybook/react-vite';
import { logEntrySchema, ROOM_REMOVAL_REASONS } from '@portal/contracts/realtime';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../storybook/viewports';
import { buildMemoryTree, createMemorySource, type MemorySource } from '../realtime/memory';
import type { RemovalLog } from '../realtime/source';
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

/**
 * The trash icon of a patient's room, once it is enabled: the rows and the connection arrive
 * separately (each after the database's latency), and until connected the icon is disabled.
 */
async function trashOf(canvas: ReturnType<typeof within>, patient: string) {
  const trash = await canvas.findByRole('button', { name: `Remover a sala de ${patient}` });
  await waitFor(() => expect(trash).toBeEnabled());
  return trash;
}

/** The trash icon of a patient's room, then 'Remover' in the confirmation. */
async function removeByConfirming(canvas: ReturnType<typeof within>, patient: string) {
  await userEvent.click(await trashOf(canvas, patient));
  await userEvent.click(
    within(await body().findByRole('dialog', { name: 'Remover sala' })).getByRole('button', {
      name: 'Remover',
    }),
  );
}

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
    await userEvent.click(await trashOf(canvas, 'José Carlos Pereira'));
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
    await waitFor(() =>
      expect(source(loaded).read('users/56789123482/telessaude/sala')).toBeNull(),
    );
    await expect(await canvas.findByText('6 salas')).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Juliana Ferreira Lima/ })).toBeNull();
    const log = source(loaded).read('telessaude-log/56789123482') as Record<string, unknown>;
    await expect(Object.values(log)[0]).toMatchObject({
      subtype: 'Controle Teleconsulta - Mais de 1 hora sem atualização',
    });
  },
};

/**
 * A database refusing the removal: the row comes back with the reason and a retry (and the toast
 * says it); the retry, accepted this time, removes it.
 */
export const RemoveFails: Story = {
  loaders: [
    async () => {
      const { realtime } = realtimeLoader('noStale')();
      let refusals = 1;
      return {
        realtime: {
          ...realtime,
          removeWebRoom: (cpf: string, log: RemovalLog) =>
            refusals-- > 0
              ? Promise.reject(new globalThis.Error('permission_denied'))
              : realtime.removeWebRoom(cpf, log),
        },
      };
    },
  ],
  play: async ({ canvas, loaded }) => {
    await removeByConfirming(canvas, 'José Carlos Pereira');
    const reason =
      'Não foi possível remover: o banco de dados em tempo real recusou a remoção (sem permissão).';
    const row = within(canvas.getByRole('row', { name: /José Carlos Pereira/ }));
    await expect(await row.findByText(reason)).toBeVisible();
    // The toast says it too.
    await waitFor(() => expect(body().getAllByText(reason).length).toBeGreaterThanOrEqual(2));
    await expect(source(loaded).read('users/23456789173/telessaude/sala')).not.toBeNull();
    await expect(source(loaded).read('telessaude-log/23456789173')).toBeNull();

    await userEvent.click(
      row.getByRole('button', { name: 'Tentar remover de novo a sala de José Carlos Pereira' }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('row', { name: /José Carlos Pereira/ })).toBeNull(),
    );
    await expect(source(loaded).read('telessaude-log/23456789173')).not.toBeNull();
  },
};

/**
 * The connection drops just after the operator confirmed: the database has not confirmed, so the
 * row stays, marked 'Removendo...' (even though the SDK already hides it from its own snapshot).
 * Back online, the database confirms, and only then the row leaves, with its log entry written.
 */
export const RemovalWaitsForTheDatabase: Story = {
  loaders: [
    () => ({
      realtime: createMemorySource(buildMemoryTree(Date.now(), { stale: false }), {
        latencyMs: 300,
      }),
    }),
  ],
  play: async ({ canvas, loaded }) => {
    await removeByConfirming(canvas, 'José Carlos Pereira');
    source(loaded).setConnected(false);
    const row = within(canvas.getByRole('row', { name: /José Carlos Pereira/ }));
    await expect(await row.findByText('Removendo...')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(canvas.getByRole('row', { name: /José Carlos Pereira/ })).toBeVisible();
    await expect(source(loaded).read('users/23456789173/telessaude/sala')).not.toBeNull();
    await expect(source(loaded).pendingWrites()).toBe(1);

    source(loaded).setConnected(true);
    await waitFor(() =>
      expect(canvas.queryByRole('row', { name: /José Carlos Pereira/ })).toBeNull(),
    );
    await expect(source(loaded).read('users/23456789173/telessaude/sala')).toBeNull();
    await expect(source(loaded).read('telessaude-log/23456789173')).not.toBeNull();
    await expect(await body().findAllByText('Sala removida com sucesso.')).not.toHaveLength(0);
  },
};

/**
 * Disconnected: the indicator says since when, the list is marked as possibly stale, the trash
 * buttons are disabled and described by that notice; back, all of it goes away.
 */
export const Reconnecting: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('7 salas')).toBeVisible();
    await expect(await canvas.findByText('Conectado em tempo real')).toBeVisible();
    source(loaded).setConnected(false);
    await expect(await canvas.findByText(/^Reconectando desde \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    const notice = canvas.getByTestId('aviso-desatualizado');
    await expect(notice).toHaveTextContent('Lista possivelmente desatualizada.');
    const trash = canvas.getByRole('button', { name: 'Remover a sala de José Carlos Pereira' });
    await expect(trash).toBeDisabled();
    await expect(trash).toHaveAccessibleDescription(/A remoção de salas fica indisponível/);
    source(loaded).setConnected(true);
    await waitFor(() => expect(trash).toBeEnabled());
    await expect(await canvas.findByText('Conectado em tempo real')).toBeVisible();
    await expect(canvas.queryByTestId('aviso-desatualizado')).toBeNull();
  },
};

/** The browser reports no network: 'Sem conexão com a internet desde HH:mm:ss'. */
export const Offline: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('7 salas')).toBeVisible();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      window.dispatchEvent(new Event('offline'));
      source(loaded).setConnected(false);
      await expect(
        await canvas.findByText(/^Sem conexão com a internet desde \d{2}:\d{2}:\d{2}$/),
      ).toBeVisible();
      await expect(canvas.getByTestId('aviso-desatualizado')).toBeVisible();
    } finally {
      // Back to the browser's own value (the prototype's getter).
      delete (navigator as { onLine?: boolean }).onLine;
    }
    window.dispatchEvent(new Event('online'));
    source(loaded).setConnected(true);
    await expect(await canvas.findByText('Conectado em tempo real')).toBeVisible();
  },
};

/** Valid but unusual values are shown as they are: a numeric protocol, levels outside 0–6. */
export const UnusualValues: Story = {
  loaders: [realtimeLoader('empty')],
  play: async ({ canvas, loaded }) => {
    source(loaded).write('users/52998224725/telessaude/sala', {
      protocol: 20261125000777,
      pacNome: 'Lia Souza',
      created_at: new Date().toISOString(),
      agoraSdk: {
        canal: 'sala-x',
        pacienteNivelTransmissao: 7,
        profissionalNivelTransmissao: 2.5,
        updated_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      },
    });
    const row = within(await canvas.findByRole('row', { name: /Lia Souza/ }));
    await expect(row.getByRole('cell', { name: '20261125000777' })).toBeVisible();
    await expect(row.getByText('7')).toHaveAttribute('title', 'Nível 7');
    await expect(row.getByText('2,5')).toBeVisible();
    // Two hours without update: highlighted, and said in words.
    await expect(row.getByText('sem atualização há mais de 1 hora')).toBeVisible();
    await expect(row.getByText(/^há (1 h 59 min|2 h)$/)).toBeVisible();
  },
};

/**
 * Levels in words and colour ('Excelente' … 'Ruim'), each room's age, old and stale rooms
 * highlighted; sorted by creation or by last update (the header says which, aria-sort).
 */
export const ReadableLiveView: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(
      within(table).getAllByText(/^(Excelente|Bom|Regular|Ruim)$/).length,
    ).toBeGreaterThan(3);
    await expect(within(table).getAllByText(/^há \d+ (s|min)$/).length).toBeGreaterThan(5);
    const old = canvas.getByRole('row', { name: /Antônio Rodrigues Alves/ });
    await expect(old).toHaveAttribute('data-tone', 'warning');
    await expect(within(table).getByRole('columnheader', { name: 'Criado em' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const firstName = () =>
      within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[2]!.textContent;
    await expect(firstName()).toBe('Maria da Silva Oliveira');
    await userEvent.click(canvas.getByRole('button', { name: /Ordenar por/ }));
    await userEvent.click(
      await body().findByRole('option', { name: 'Última atualização (mais recentes primeiro)' }),
    );
    await expect(
      within(table).getByRole('columnheader', { name: 'Atualizado em' }),
    ).toHaveAttribute('aria-sort', 'descending');
    // The most recently updated room is the one updated 0 s ago (the first patient).
    await expect(firstName()).toBe('Maria da Silva Oliveira');
    await expect(
      within(within(table).getAllByRole('row')[2]!).getAllByRole('cell')[2]!.textContent,
    ).toBe('José Carlos Pereira');
  },
};

/** The compact view: tighter rows, the times short with their age; the choice is remembered. */
export const Compact: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const height = () => within(table).getAllByRole('row')[1]!.getBoundingClientRect().height;
    const comfortable = height();
    await userEvent.click(canvas.getByRole('switch', { name: 'Visualização compacta' }));
    await waitFor(() => expect(height()).toBeLessThan(comfortable * 0.75));
    await expect(localStorage.getItem('painel.densidade')).toBe('compact');
    await expect(within(table).getAllByText(/^\d{2}:\d{2}:\d{2}$/).length).toBeGreaterThan(5);
    await userEvent.click(canvas.getByRole('switch', { name: 'Visualização compacta' }));
    await expect(localStorage.getItem('painel.densidade')).toBe('comfortable');
  },
};

/** Waiting for the first snapshot: the indicator says it is connecting; no count yet. */
export const Loading: Story = {
  loaders: [realtimeLoader('loading')],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Conectando ao banco de dados em tempo real...'),
    ).toBeVisible();
    await expect(canvas.getByText('Conectando...')).toBeVisible();
    await expect(canvas.queryByText(/^\d+ salas?$/)).toBeNull();
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
