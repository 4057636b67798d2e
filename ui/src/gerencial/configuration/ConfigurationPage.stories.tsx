import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { DEMO, resetScenarios } from '@portal/mocks';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { expectToast } from '../../storybook/expectToast';
import { atReflow, atViewport } from '../../storybook/viewports';
import { spyRequests } from '../../storybook/spyRequests';
import { loginAdminForStory, withAdmin } from '../storybook/GerencialStoryFrame';
import { ConfigurationPage } from './ConfigurationPage';

const meta = {
  title: 'Gerencial/Configurações',
  component: ConfigurationPage,
  decorators: [withAdmin],
  parameters: { layout: 'fullscreen', gerencial: { route: '/configuracoes' } },
  beforeEach: loginAdminForStory(DEMO.admin),
} satisfies Meta<typeof ConfigurationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const T = { timeout: 5_000 };
const QUESTION = 'Deseja exibir as informações de Filas de Regulação no portal?';
const LOAD_ERROR = 'Problemas ao obter dados de configuração.';

const toggle = (canvas: Canvas) => canvas.findByRole('switch', { name: QUESTION }, T);
const NOTICES_QUESTION =
  'Avisar o paciente quando uma importação mudar a situação de uma solicitação dele?';
const noticesToggle = (canvas: Canvas) =>
  canvas.findByRole('switch', { name: NOTICES_QUESTION }, T);
const sentFlag = (body: string) =>
  (JSON.parse(body) as { variables: { clientConfiguration: { coc_ativo_portal: unknown } } })
    .variables.clientConfiguration.coc_ativo_portal;

/**
 * The caching note and the toggle (Ligado); switched off and Atualizar: the contract's boolean is
 * sent and the success said.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await expect(canvas.getByText(/podem levar algum tempo para aparecer no portal/)).toBeVisible();
    const control = await toggle(canvas);
    await expect(control).toBeChecked();
    await expect(control.closest('label')).toHaveTextContent(/Ligado$/);
    const spy = spyRequests();
    try {
      await userEvent.click(control);
      await expect(control).not.toBeChecked();
      await expect(canvas.getByText('Desligado')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
      await expectToast('Configurações atualizadas com sucesso.', 'success');
      const sent = spy.graphql('UpdateClientConfiguration');
      await expect(sent).toHaveLength(1);
      await expect(sentFlag(sent[0]!.body)).toBe(false);
      await expect(control).not.toBeChecked();
    } finally {
      spy.restore();
    }
  },
};

/** Cancelar reads the configuration again: the unsaved change is undone. */
export const Cancel: Story = {
  play: async ({ canvas }) => {
    const control = await toggle(canvas);
    const spy = spyRequests();
    try {
      await userEvent.click(control);
      await expect(control).not.toBeChecked();
      await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(control).toBeChecked(), T);
      await expect(spy.graphql('GetClientConfiguration')).toHaveLength(1);
      await expect(spy.graphql('UpdateClientConfiguration')).toHaveLength(0);
    } finally {
      spy.restore();
    }
  },
};

/** By keyboard: Tab to the switch, Space flips it, Tab past the fields, Enter on Atualizar saves. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const control = await toggle(canvas);
    control.focus();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await userEvent.tab();
    await expect(await noticesToggle(canvas)).toHaveFocus();
    // The encarregado's four fields, in reading order, then the button.
    for (const label of Object.values(OFFICER)) {
      await userEvent.tab();
      await expect(canvas.getByLabelText(label)).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Atualizar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectToast('Configurações atualizadas com sucesso.', 'success');
  },
};

/**
 * The patients' automatic notices (on in the seed): switched off and saved, the contract's input
 * carries both choices, the queue's unchanged.
 */
export const AutomaticNotices: Story = {
  play: async ({ canvas }) => {
    const control = await noticesToggle(canvas);
    await expect(canvas.getByRole('heading', { name: 'Avisos aos pacientes' })).toBeVisible();
    await expect(control).toBeChecked();
    const spy = spyRequests();
    try {
      await userEvent.click(control);
      await expect(control).not.toBeChecked();
      await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
      await expectToast('Configurações atualizadas com sucesso.', 'success');
      const sent = spy.graphql('UpdateClientConfiguration');
      await expect(sent).toHaveLength(1);
      const input = (JSON.parse(sent[0]!.body) as { variables: { clientConfiguration: object } })
        .variables.clientConfiguration;
      await expect(input).toMatchObject({ coc_ativo_portal: true, coc_avisos_automaticos: false });
      await expect(control).not.toBeChecked();
      await expect(await toggle(canvas)).toBeChecked();
    } finally {
      spy.restore();
    }
  },
};

const OFFICER = {
  name: 'Nome do encarregado',
  email: 'E-mail do encarregado',
  phone: 'Telefone do encarregado (opcional)',
  url: 'Endereço da política de privacidade ou da ouvidoria do município (opcional)',
} as const;
const sentInput = (body: string) =>
  (JSON.parse(body) as { variables: { clientConfiguration: Record<string, unknown> } }).variables
    .clientConfiguration;
async function retype(canvas: Canvas, label: string, value: string) {
  const field = await canvas.findByLabelText(label, {}, T);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
  return field;
}

/**
 * The encarregado (LGPD art. 41): the demo municipality's, as saved, then another one with a phone
 * and the municipality's ouvidoria page; Atualizar sends them (the phone in digits) and says so
 * only once the backend confirmed.
 */
export const PrivacyOfficer: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Proteção de dados pessoais (LGPD)' }, T),
    ).toBeVisible();
    await expect(await canvas.findByLabelText(OFFICER.name, {}, T)).toHaveValue(
      'Renata Moreira Lopes',
    );
    await expect(canvas.getByLabelText(OFFICER.phone)).toHaveValue('(21) 2797 - 0000');
    const spy = spyRequests();
    try {
      await retype(canvas, OFFICER.name, 'Controladoria-Geral do Município');
      await retype(canvas, OFFICER.email, 'lgpd@exemplo.gov.br');
      await retype(canvas, OFFICER.phone, '21999990000');
      await retype(canvas, OFFICER.url, 'https://exemplo.gov.br/ouvidoria');
      await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
      await expectToast('Configurações atualizadas com sucesso.', 'success');
      const sent = spy.graphql('UpdateClientConfiguration');
      await expect(sent).toHaveLength(1);
      await expect(sentInput(sent[0]!.body)).toEqual({
        coc_ativo_portal: true,
        coc_avisos_automaticos: true,
        coc_encarregado_nome: 'Controladoria-Geral do Município',
        coc_encarregado_email: 'lgpd@exemplo.gov.br',
        coc_encarregado_telefone: '21999990000',
        coc_link_privacidade: 'https://exemplo.gov.br/ouvidoria',
      });
      await expect(canvas.getByLabelText(OFFICER.name)).toHaveValue(
        'Controladoria-Geral do Município',
      );
    } finally {
      spy.restore();
    }
  },
};

/** Cleared as a whole, the encarregado is sent as nulls: the portal says none is named. */
export const PrivacyOfficerCleared: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(OFFICER.name, {}, T)).toHaveValue(
      'Renata Moreira Lopes',
    );
    const spy = spyRequests();
    try {
      await retype(canvas, OFFICER.name, '');
      await retype(canvas, OFFICER.email, '');
      await retype(canvas, OFFICER.phone, '');
      await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
      await expectToast('Configurações atualizadas com sucesso.', 'success');
      await expect(sentInput(spy.graphql('UpdateClientConfiguration')[0]!.body)).toMatchObject({
        coc_encarregado_nome: null,
        coc_encarregado_email: null,
        coc_encarregado_telefone: null,
        coc_link_privacidade: null,
      });
    } finally {
      spy.restore();
    }
  },
};

/**
 * Checked before sending: an e-mail without a name, an invalid e-mail, a phone too short and an
 * address that is no web page each say what is wrong beside the field; nothing is sent.
 */
export const PrivacyOfficerInvalid: Story = {
  play: async ({ canvas }) => {
    await canvas.findByLabelText(OFFICER.name, {}, T);
    const spy = spyRequests();
    try {
      const name = await retype(canvas, OFFICER.name, '');
      const email = await retype(canvas, OFFICER.email, 'lgpd@exemplo');
      await retype(canvas, OFFICER.phone, '2199');
      await retype(canvas, OFFICER.url, 'ouvidoria');
      await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
      await expect(await canvas.findByText('Informe o nome do encarregado.')).toBeVisible();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByText('O e-mail do encarregado está inválido.')).toBeVisible();
      await expect(email).toHaveAccessibleDescription(/O e-mail do encarregado está inválido/);
      await expect(canvas.getByText('O telefone do encarregado está inválido.')).toBeVisible();
      await expect(
        canvas.getByText('O endereço da política de privacidade está inválido.'),
      ).toBeVisible();
      await expect(spy.graphql('UpdateClientConfiguration')).toHaveLength(0);
    } finally {
      spy.restore();
    }
  },
};

/** The backend refuses (or fails): the message, and every typed value stays in its field. */
export const PrivacyOfficerSaveFails: Story = {
  parameters: { scenarios: { UpdateClientConfiguration: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await canvas.findByLabelText(OFFICER.name, {}, T);
    await retype(canvas, OFFICER.name, 'Comitê de Proteção de Dados');
    await retype(canvas, OFFICER.email, 'comite.lgpd@exemplo.gov.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expectToast('Ocorreu um problema, por favor tente mais tarde.');
    await expect(canvas.getByLabelText(OFFICER.name)).toHaveValue('Comitê de Proteção de Dados');
    await expect(canvas.getByLabelText(OFFICER.email)).toHaveValue('comite.lgpd@exemplo.gov.br');
  },
};

export const Loading: Story = {
  parameters: { scenarios: { GetClientConfiguration: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carregando configurações...')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** No configuration for the client: the load error with its retry. */
export const Empty: Story = {
  parameters: { scenarios: { GetClientConfiguration: { kind: 'empty' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LOAD_ERROR, {}, T)).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** The load fails: 'Problemas ao obter dados de configuração.' and a retry that recovers. */
export const Error: Story = {
  parameters: { scenarios: { GetClientConfiguration: { kind: 'error' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LOAD_ERROR, {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await toggle(canvas)).toBeChecked();
  },
};

export const Malformed: Story = {
  parameters: { scenarios: { GetClientConfiguration: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LOAD_ERROR, {}, T)).toBeVisible();
    resetScenarios();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await expect(await toggle(canvas)).toBeVisible();
  },
};

/** The save fails: the spec's message, and the switch keeps the admin's choice. */
export const SaveFails: Story = {
  parameters: { scenarios: { UpdateClientConfiguration: { kind: 'error' } } },
  play: async ({ canvas }) => {
    const control = await toggle(canvas);
    await userEvent.click(control);
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expectToast('Ocorreu um problema, por favor tente mais tarde.');
    await expect(control).not.toBeChecked();
    await expect(canvas.getByText('Desligado')).toBeVisible();
  },
};

/** A double click on Atualizar sends one request. */
export const DoubleClick: Story = {
  parameters: { scenarios: { UpdateClientConfiguration: { delayMs: 800 } } },
  play: async ({ canvas }) => {
    const control = await toggle(canvas);
    const spy = spyRequests();
    try {
      await userEvent.click(control);
      await userEvent.dblClick(canvas.getByRole('button', { name: 'Atualizar' }));
      await expectToast('Configurações atualizadas com sucesso.', 'success');
      await expect(spy.graphql('UpdateClientConfiguration')).toHaveLength(1);
    } finally {
      spy.restore();
    }
  },
};

/** At 360 px the question wraps beside its switch; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await expect(await toggle(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await toggle(canvas);
    await expectNoHorizontalOverflow();
  },
};
