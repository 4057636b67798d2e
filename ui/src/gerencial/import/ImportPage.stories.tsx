import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QUEUE_IMPORT_TEMPLATE } from '@portal/contracts/csv';
import { DEMO, resetScenarios, setScenario } from '@portal/mocks';
import { MALFORMED_REPLY } from '../../api/reply';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';
import { currentRoute } from '../../storybook/withRouter';
import { atReflow, atViewport } from '../../storybook/viewports';
import { loginAdminForStory, withAdmin } from '../storybook/GerencialStoryFrame';
import { ImportPage } from './ImportPage';
import { spyDownloads, spyUploads } from '../../storybook/storySpies';

const meta = {
  title: 'Gerencial/Importar informações Fila',
  component: ImportPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/import' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof ImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const T = { timeout: 5_000 };
const UPLOAD = '/clients/import-queue-info';
const FAILURE = 'Falha ao Importar dados! entre em contato com o suporte!';
/** The seeded imports of DEMO.admin's client (Mesquita), newest first. */
const SEEDED = [
  'fila_regulacao_2026-11-20.csv',
  'fila_regulacao_2026-11-19.csv',
  'fila_regulacao_2026-11-13.csv',
  'fila_regulacao_2026-11-06.csv',
];
const BAD_DATE = 'A data do campo fir_data_solicitacao é inválida, use DD/MM/AAAA';

const csvFile = (text: string, name: string) => new File([text], name, { type: 'text/csv' });
/** The shipped template (4 rows of Mesquita). */
const templateFile = (name = 'fila-exemplo.csv') => csvFile(QUEUE_IMPORT_TEMPLATE, name);
/** The template with its first row's request date impossible (31/02). */
const brokenFile = () =>
  csvFile(
    QUEUE_IMPORT_TEMPLATE.replace(';14/03/1980;02/09/2026;', ';14/03/1980;31/02/2026;'),
    'fila-com-erro.csv',
  );
/** The template with a procedure the queue has not seen: a near miss of a known one. */
const newNamesFile = () =>
  csvFile(
    QUEUE_IMPORT_TEMPLATE.replace(
      ';CONSULTA EM ORTOPEDIA E TRAUMATOLOGIA;',
      ';CONSULTA EM ORTOPEDIA;',
    ).replaceAll(';UBS Chatuba;', ';UBS CHATUBA;'),
    'fila-nomes-novos.csv',
  );
/** 130 rows of another client: every row is refused. */
function otherClientFile() {
  const [header, first] = QUEUE_IMPORT_TEMPLATE.split('\r\n');
  const row = first!.replace(';3302858;', ';3303203;');
  return csvFile(`${header}\r\n${Array(130).fill(row).join('\r\n')}\r\n`, 'outro-municipio.csv');
}

// The picker lets any type through, as dropping a file would.
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (canvas: Canvas) => canvas.getByLabelText(/Arquivo da fila/);
const importButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Importar' });
const statusTable = (canvas: Canvas) =>
  canvas.findByRole('table', { name: 'Importações enviadas' }, T);
/** The table row (or card) of a file. */
const rowOf = async (canvas: Canvas, file: string) => {
  const cell = await canvas.findByText(file, { selector: 'td, h3' }, T);
  return within(cell.closest('tr, li') as HTMLElement);
};

async function choose(canvas: Canvas, file: File) {
  await user().upload(fileInput(canvas), file);
  await within(canvas.getByRole('list', { name: 'Arquivos selecionados' })).findByText(file.name);
}

/** The seeded list: situations in words, DD/MM/YYYY HH:mm:ss, and the failed file's problems. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Importar informações Fila' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/importados para Prefeitura Municipal de Mesquita/),
    ).toBeVisible();
    await expect(fileInput(canvas)).toHaveAccessibleDescription('até 200 MB csv');
    await expect(importButton(canvas)).toBeDisabled();

    const table = await statusTable(canvas);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Arquivo',
      'Situação',
      'Última alteração',
      'Linhas lidas',
      'Linhas importadas',
      'Problemas',
      'Ações',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(
      SEEDED,
    );
    await expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Concluída',
      'Falhou',
      'Concluída',
      'Concluída',
    ]);
    for (const row of rows) {
      await expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(
        /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
      );
    }
    // In the admin's own time zone: the day is the seed's, the hour depends on the zone.
    await expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent(/^20\/11\/2026 /);
    await expect(within(rows[0]!).getAllByRole('cell')[4]).toHaveTextContent('3608');
    // The seeded imports are history: none of them can be undone.
    await expect(within(table).queryByRole('button', { name: /^Desfazer/ })).toBeNull();
    // The latest import went well: no report opens by itself; nothing is processing.
    await expect(canvas.queryByRole('region', { name: /^Problemas em/ })).toBeNull();
    await expect(canvas.queryByText(/Atualizando a cada 2 segundos/)).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Importar informações Fila/));
  },
};

/** Only the failed row offers its problems; asking opens them and moves there. */
export const FailedImportReport: Story = {
  play: async ({ canvas }) => {
    const table = await statusTable(canvas);
    await expect(within(table).getAllByRole('button', { name: /^Ver problemas/ })).toHaveLength(1);
    const show = canvas.getByRole('button', { name: `Ver problemas de ${SEEDED[1]}` });
    await userEvent.click(show);
    const report = await canvas.findByRole('region', { name: `Problemas em ${SEEDED[1]}` }, T);
    await waitFor(() => expect(within(report).getByRole('heading', { level: 2 })).toHaveFocus());
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    await expect(within(report).getByTestId('report-summary')).toHaveTextContent(
      '1 problema encontrado',
    );
    await expect(
      within(report).getByText(/Nenhuma linha deste arquivo entrou na fila/),
    ).toBeVisible();
    const problems = within(report).getByRole('table', {
      name: 'Problemas encontrados no arquivo',
    });
    await expect(
      within(problems)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Linha', 'Coluna', 'Mensagem'],
      ['214', 'fir_cns', 'O CNS deve ter 15 dígitos'],
    ]);
    await userEvent.click(within(report).getByRole('button', { name: 'Fechar relatório' }));
    await expect(canvas.queryByRole('region', { name: /^Problemas em/ })).toBeNull();
    await expect(show).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The template link saves the contract's example as fila-exemplo.csv. */
export const TemplateDownload: Story = {
  play: async ({ canvas }) => {
    const downloads = spyDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Baixar arquivo de exemplo' }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1), T);
      const [saved] = downloads.saved;
      await expect(saved!.name).toBe('fila-exemplo.csv');
      const text = await saved!.blob.text();
      await expect(text.replace(/^\uFEFF/, '')).toBe(QUEUE_IMPORT_TEMPLATE.replace(/^\uFEFF/, ''));
    } finally {
      downloads.restore();
    }
  },
};

/** The template cannot be fetched: an error toast, the page stays as it was. */
export const TemplateFailure: Story = {
  parameters: { scenarios: { downloadQueueExample: { kind: 'network' } } },
  play: async ({ canvas }) => {
    const downloads = spyDownloads();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Baixar arquivo de exemplo' }));
      await expectToast('Não foi possível baixar o arquivo de exemplo. Tente novamente.');
      await expect(downloads.saved).toHaveLength(0);
    } finally {
      downloads.restore();
    }
  },
};

/** Below 768 px each import is a card titled by its file. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Importações enviadas' }, T);
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(SEEDED);
    await expect(within(list).getAllByText('Última alteração')).toHaveLength(4);
    await expect(canvas.getByText('Selecionar arquivo')).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 768 px is still the phone layout (the spec's breakpoint): cards. */
export const Tablet: Story = {
  globals: atViewport('tablet768'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('list', { name: 'Importações enviadas' }, T),
    ).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 %: nothing scrolls sideways. */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Importações enviadas' }, T);
    await expectNoHorizontalOverflow();
  },
};

/** The list is on its way; the file can already be chosen. */
export const Loading: Story = {
  parameters: { scenarios: { SearchStatusImport: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Situação das importações' }));
    await expect(await section.findByText('Carregando...')).toBeInTheDocument();
    await choose(canvas, templateFile());
    await expect(importButton(canvas)).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { scenarios: { SearchStatusImport: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma importação ainda.', {}, T)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The list fails: its message and a retry that recovers. */
export const Error: Story = {
  parameters: {
    scenarios: { SearchStatusImport: { kind: 'error', message: 'Erro interno no servidor.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Erro interno no servidor.', {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await statusTable(canvas)).toBeVisible();
  },
};

/** A reply without the list is not an empty list: an error with a retry. */
export const Malformed: Story = {
  parameters: { scenarios: { SearchStatusImport: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MALFORMED_REPLY, {}, T)).toBeVisible();
    await expect(canvas.queryByText('Nenhuma importação ainda.')).toBeNull();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await statusTable(canvas)).toBeVisible();
  },
};

/**
 * The template goes up with a progress bar; the server accepts it ('Dados sendo processados'), the
 * new row is PROCESSANDO, read again every 2 s, until CONCLUIDO.
 */
export const UploadProgress: Story = {
  parameters: { scenarios: { importQueueInfo: { delayMs: 800, processingMs: 2_000 } } },
  play: async ({ canvas }) => {
    await statusTable(canvas);
    await choose(canvas, templateFile());
    await userEvent.click(importButton(canvas));

    const bar = await canvas.findByRole('progressbar', { name: 'Envio do arquivo' }, T);
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByTestId('upload-percent')).toHaveTextContent(/^\d{1,3}%$/);
    await expect(importButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(fileInput(canvas)).toBeDisabled();

    await expectToast('Dados sendo processados', 'success');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('fila-exemplo.csv enviado.')).toBeVisible();
    // The file went: nothing is chosen any more, so it cannot be sent twice by mistake.
    await expect(canvas.queryByRole('list', { name: 'Arquivos selecionados' })).toBeNull();

    const row = await rowOf(canvas, 'fila-exemplo.csv');
    await expect(row.getByText('Processando')).toBeVisible();
    await expect(canvas.getByText(/Atualizando a cada 2 segundos/)).toBeVisible();
    await expect(canvas.getByTestId('import-result')).toHaveTextContent(
      'fila-exemplo.csv: processando…',
    );
    await waitFor(() => expect(row.getByText('Concluída')).toBeVisible(), { timeout: 10_000 });
    await expect(row.getByText('Nenhum')).toBeVisible();
    // The template's four fir_fila_id are new to the seeded queue: all four added.
    await expect(canvas.getByTestId('import-result')).toHaveTextContent(
      'fila-exemplo.csv: importação concluída, 4 linhas importadas: 4 novas, 0 atualizadas, 0 sem alteração.',
    );
    await expect(row.getByTestId('import-counts')).toHaveTextContent(
      '4 novas, 0 atualizadas, 0 sem alteração',
    );
    await expect(canvas.queryByText(/Atualizando a cada 2 segundos/)).toBeNull();
  },
};

/** Sends the template and waits until it is imported (the status row says Concluída). */
async function importTemplate(canvas: Canvas) {
  await statusTable(canvas);
  await choose(canvas, templateFile());
  await userEvent.click(importButton(canvas));
  await waitFor(
    async () =>
      expect((await rowOf(canvas, 'fila-exemplo.csv')).getByText('Concluída')).toBeVisible(),
    { timeout: 10_000 },
  );
}

/**
 * The row of the template, found again each time: with an action more, the table may not fit and
 * give way to cards.
 */
const templateRow = () => rowOf(within(document.body), 'fila-exemplo.csv');
const UNDO = 'Desfazer a importação de fila-exemplo.csv';

async function confirmUndo(answer: 'Desfazer importação' | 'Manter importação') {
  await userEvent.click((await templateRow()).getByRole('button', { name: UNDO }));
  const dialog = await within(document.body).findByRole('dialog', {}, T);
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  return dialog;
}

/**
 * The wrong file went in: 'Desfazer' on the last finished import asks first (saying what it takes
 * back), keeps it on 'Manter importação', and takes it back on 'Desfazer importação': the row
 * says Desfeita and offers no undo any more; the toast comes once the server answered.
 */
export const UndoLastImport: Story = {
  play: async ({ canvas }) => {
    await importTemplate(canvas);
    await expect(canvas.getAllByRole('button', { name: /^Desfazer a importação/ })).toHaveLength(1);

    await userEvent.click((await templateRow()).getByRole('button', { name: UNDO }));
    const dialog = await within(document.body).findByRole('dialog', {}, T);
    await expect(dialog).toHaveAccessibleName('Desfazer a importação?');
    await expect(dialog).toHaveTextContent(
      'fila-exemplo.csv: 4 linhas novas saem da fila e 0 linhas atualizadas voltam a ser como eram antes dela.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manter importação' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect((await templateRow()).getByText('Concluída')).toBeVisible();

    await confirmUndo('Desfazer importação');
    await expectToast('Importação de fila-exemplo.csv desfeita.', 'success');
    await waitFor(async () => expect((await templateRow()).getByText('Desfeita')).toBeVisible(), T);
    await expect(canvas.queryByRole('button', { name: /^Desfazer a importação/ })).toBeNull();
  },
};

/** The server refuses (another import finished meanwhile): its words, and the row stays as it was. */
export const UndoRefused: Story = {
  play: async ({ canvas }) => {
    await importTemplate(canvas);
    setScenario('undoQueueImport', {
      kind: 'error',
      status: 409,
      message: 'Só a última importação concluída pode ser desfeita.',
    });
    await confirmUndo('Desfazer importação');
    await expectToast('Só a última importação concluída pode ser desfeita.');
    await expect((await templateRow()).getByText('Concluída')).toBeVisible();
    setScenario('undoQueueImport', { kind: 'network' });
    await confirmUndo('Desfazer importação');
    await expectToast(/Não foi possível desfazer a importação|conex/);
    await expect((await templateRow()).getByText('Concluída')).toBeVisible();
    resetScenarios();
  },
};

/** A bad row: the file is refused whole and its problem shows at once, with the CSV to download. */
export const RejectedFile: Story = {
  // Its phone layout differs from the screen's first story: pictured at 360 px too.
  tags: ['phone'],
  play: async ({ canvas }) => {
    await statusTable(canvas);
    await choose(canvas, brokenFile());
    await userEvent.click(importButton(canvas));
    await expectToast('Dados sendo processados', 'success');

    const report = await canvas.findByRole('region', { name: 'Problemas em fila-com-erro.csv' }, T);
    await expect(within(report).getByTestId('report-summary')).toHaveTextContent(
      '1 problema encontrado',
    );
    const problem = within(report).getAllByRole('row')[1]!;
    await expect(Array.from(problem.children, (cell) => cell.textContent)).toEqual([
      '2',
      'fir_data_solicitacao',
      BAD_DATE,
    ]);
    const row = await rowOf(canvas, 'fila-com-erro.csv');
    await expect(row.getByText('Falhou')).toBeVisible();
    await expect(canvas.getByTestId('import-result')).toHaveTextContent(
      'fila-com-erro.csv: a importação falhou, 1 problema encontrado. Nada foi importado.',
    );

    const downloads = spyDownloads();
    try {
      await userEvent.click(within(report).getByRole('button', { name: 'Baixar relatório (CSV)' }));
      await expect(downloads.saved.map((file) => file.name)).toEqual([
        'fila-com-erro-problemas.csv',
      ]);
      const bytes = new Uint8Array(await downloads.saved[0]!.blob.arrayBuffer());
      // The byte-order mark tells spreadsheets it is UTF-8 (Blob.text() would hide it).
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      await expect(new TextDecoder().decode(bytes)).toBe(
        `"Linha";"Coluna";"Mensagem"\r\n"2";"fir_data_solicitacao";"${BAD_DATE}"\r\n`,
      );
    } finally {
      downloads.restore();
    }
  },
};

/**
 * After reading the report, staff import the valid rows: the report names the line left out, the
 * confirmation says what goes in and what stays out, and the new status row says 3 of 4.
 */
export const ImportValidRows: Story = {
  play: async ({ canvas }) => {
    await statusTable(canvas);
    await choose(canvas, brokenFile());
    await userEvent.click(importButton(canvas));
    const report = await canvas.findByRole('region', { name: 'Problemas em fila-com-erro.csv' }, T);
    await expect(within(report).getByTestId('valid-rows-hint')).toHaveTextContent(
      'As linhas com problema ficam de fora (linha 2); as outras entram na fila juntas.',
    );
    await userEvent.click(
      within(report).getByRole('button', { name: 'Importar as 3 linhas válidas' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {}, T);
    await expect(dialog).toHaveAccessibleName('Importar as linhas válidas?');
    await expect(dialog).toHaveTextContent(
      'fila-com-erro.csv: 3 linhas entram na fila; ficam de fora: linha 2.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar linhas válidas' }));
    await expectToast('Dados sendo processados', 'success');
    await waitFor(
      async () =>
        expect(
          (await within(await statusTable(canvas)).findAllByText('Concluída com problemas: 3 de 4'))
            .length,
        ).toBe(1),
      { timeout: 10_000 },
    );
    // The new import can be undone, and its problems are still there to read.
    await expect(
      canvas.getByRole('button', { name: 'Desfazer a importação de fila-com-erro.csv' }),
    ).toBeVisible();
  },
};

/**
 * A file naming a procedure and a unit the queue has not seen is imported all the same; its report
 * opens with the new names, the lines carrying them and the known names nearest to each.
 */
export const NewNames: Story = {
  // Its phone layout differs from the screen's first story: pictured at 360 px too.
  tags: ['phone'],
  play: async ({ canvas }) => {
    await statusTable(canvas);
    await choose(canvas, newNamesFile());
    await userEvent.click(importButton(canvas));
    const report = await canvas.findByRole(
      'region',
      { name: 'Avisos de fila-nomes-novos.csv' },
      { timeout: 10_000 },
    );
    await expect(report).toHaveTextContent('Todas as linhas entraram na fila.');
    const table = within(report).getByRole('table', { name: 'Nomes novos no arquivo' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Unidade solicitante' + 'UBS CHATUBA' + '2 linhas: 2, 5' + 'UBS Chatuba',
      'Procedimento' +
        'CONSULTA EM ORTOPEDIA' +
        '1 linha: 5' +
        'CONSULTA EM ORTOPEDIA E TRAUMATOLOGIA',
    ]);
    // The status row counts the new names and reopens them; nothing was refused.
    const row = await rowOf(canvas, 'fila-nomes-novos.csv');
    await expect(row.getByText('Concluída')).toBeVisible();
    await expect(row.getByTestId('import-warnings')).toHaveTextContent('2 nomes novos');
    await expect(
      row.getByRole('button', { name: 'Ver avisos de fila-nomes-novos.csv' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryByRole('button', { name: 'Baixar relatório (CSV)' })).toBeNull();
  },
};

/** 130 refused rows: the first 100 are listed, and the count says so. */
export const ManyProblems: Story = {
  play: async ({ canvas }) => {
    await statusTable(canvas);
    await choose(canvas, otherClientFile());
    await userEvent.click(importButton(canvas));
    const report = await canvas.findByRole(
      'region',
      { name: 'Problemas em outro-municipio.csv' },
      { timeout: 10_000 },
    );
    await expect(within(report).getByTestId('report-summary')).toHaveTextContent(
      'mostrando os primeiros 100 de 130 problemas',
    );
    await expect(within(report).getAllByRole('row')).toHaveLength(101);
    await expect(
      within(report).getAllByText('O código do cliente deve ser 3302858')[0],
    ).toBeVisible();
    const cells = (await rowOf(canvas, 'outro-municipio.csv')).getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent).slice(1, 6)).toEqual([
      'Falhou',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
      '130',
      '0',
      '130',
    ]);
  },
};

/** A .txt is refused with the spec's message before anything is sent. */
export const WrongFormat: Story = {
  play: async ({ canvas }) => {
    const uploads = spyUploads();
    try {
      await user().upload(fileInput(canvas), new File(['oi'], 'fila.txt', { type: 'text/plain' }));
      const message = 'Formato Inválido! Formato(s) Válido(s): csv,ms-excel.';
      await expect((await canvas.findAllByText(message))[0]).toBeVisible();
      await expectToast(message);
      await expect(canvas.queryByRole('list', { name: 'Arquivos selecionados' })).toBeNull();
      await expect(importButton(canvas)).toBeDisabled();
      await expect(uploads.count(UPLOAD)).toBe(0);
    } finally {
      uploads.restore();
    }
  },
};

/** Above 200 MB (204800 kB, 1 kB = 1024 bytes): the spec's size message, nothing sent. */
export const TooLarge: Story = {
  play: async ({ canvas }) => {
    const huge = templateFile('fila-grande.csv');
    Object.defineProperty(huge, 'size', { value: 204_800 * 1024 + 1 });
    await user().upload(fileInput(canvas), huge);
    const message = 'O arquivo deve ser menor do que 204800 kB';
    await expect((await canvas.findAllByText(message))[0]).toBeVisible();
    await expectToast(message);
    await expect(importButton(canvas)).toBeDisabled();
  },
};

/**
 * The server refuses: its msg when it sends one, else the spec's text; offline too. The file stays
 * chosen each time, and the retry goes through.
 */
export const ServerFailure: Story = {
  parameters: {
    scenarios: {
      importQueueInfo: {
        kind: 'error',
        status: 413,
        message: 'O arquivo deve ser menor do que 204800 kB',
      },
    },
  },
  play: async ({ canvas }) => {
    await statusTable(canvas);
    await choose(canvas, templateFile());
    const failure = () => canvas.findByTestId('import-failure', {}, T);

    await userEvent.click(importButton(canvas));
    await expectToast('O arquivo deve ser menor do que 204800 kB');
    await expect(await failure()).toHaveTextContent('O arquivo deve ser menor do que 204800 kB');
    await expect(await failure()).toHaveTextContent('O arquivo continua selecionado');
    await expect(canvas.queryByRole('progressbar')).toBeNull();

    setScenario('importQueueInfo', { kind: 'error', status: 500, message: '' });
    await userEvent.click(importButton(canvas));
    await waitFor(() => expect(canvas.getByTestId('import-failure')).toHaveTextContent(FAILURE), T);

    setScenario('importQueueInfo', { kind: 'network' });
    await userEvent.click(importButton(canvas));
    await expectToast(FAILURE);
    await expect(
      within(canvas.getByRole('list', { name: 'Arquivos selecionados' })).getByText(
        'fila-exemplo.csv',
      ),
    ).toBeVisible();

    resetScenarios();
    await userEvent.click(importButton(canvas));
    await expectToast('Dados sendo processados', 'success');
    await expect(canvas.queryByTestId('import-failure')).toBeNull();
    await expect(await rowOf(canvas, 'fila-exemplo.csv')).toBeTruthy();
  },
};

/** A 401 mid-upload ends the session: back to the login. */
export const SessionExpired: Story = {
  parameters: {
    scenarios: {
      importQueueInfo: {
        kind: 'error',
        status: 401,
        message: 'Sessão expirada. Faça login novamente.',
      },
    },
  },
  play: async ({ canvas }) => {
    await statusTable(canvas);
    await choose(canvas, templateFile());
    await userEvent.click(importButton(canvas));
    await waitFor(() => expect(currentRoute()).toBe('/'), T);
  },
};

/** Two quick clicks on Importar send one upload. */
export const DoubleClick: Story = {
  parameters: { scenarios: { importQueueInfo: { delayMs: 1_000 } } },
  play: async ({ canvas }) => {
    await statusTable(canvas);
    await choose(canvas, templateFile());
    const uploads = spyUploads();
    try {
      await userEvent.dblClick(importButton(canvas));
      await expectToast('Dados sendo processados', 'success');
      await expect(uploads.count(UPLOAD)).toBe(1);
      await waitFor(async () => expect(await rowOf(canvas, 'fila-exemplo.csv')).toBeTruthy(), T);
      await expect(canvas.getAllByText('fila-exemplo.csv', { selector: 'td' })).toHaveLength(1);
    } finally {
      uploads.restore();
    }
  },
};

/** By keyboard alone: the file button, the chooser, Importar. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await statusTable(canvas);
    const input = fileInput(canvas);
    input.focus();
    await expect(input).toHaveFocus();
    await user().upload(input, templateFile());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remover fila-exemplo.csv' })).toHaveFocus();
    await userEvent.tab();
    await expect(importButton(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectToast('Dados sendo processados', 'success');
  },
};
