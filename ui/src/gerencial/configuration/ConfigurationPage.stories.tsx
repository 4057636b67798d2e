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

/** By keyboard: Tab to the switch, Space flips it, Enter on Atualizar saves. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const control = await toggle(canvas);
    control.focus();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await userEvent.tab();
    await expect(await noticesToggle(canvas)).toHaveFocus();
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
      await expect(input).toEqual({ coc_ativo_portal: true, coc_avisos_automaticos: false });
      await expect(control).not.toBeChecked();
      await expect(await toggle(canvas)).toBeChecked();
    } finally {
      spy.restore();
    }
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
