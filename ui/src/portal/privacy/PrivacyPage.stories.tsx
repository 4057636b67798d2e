import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetScenarios } from '@portal/mocks';
import { expectNoHorizontalOverflow } from '../../storybook/expectNoHorizontalOverflow';
import { atReflow, atViewport } from '../../storybook/viewports';
import { currentRoute, withRouter } from '../../storybook/withRouter';
import { withCity } from '../storybook/decorators';
import { PrivacyPage } from './PrivacyPage';

const meta = {
  title: 'Portal/Privacidade',
  component: PrivacyPage,
  decorators: [withCity, withRouter('/privacidade', '/privacidade')],
  beforeEach: async () => {
    await import('../layout/city');
  },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = { timeout: 5_000 };
const LOAD_ERROR = /^Não foi possível carregar quem é o responsável pelos dados deste município\./;

/**
 * 1280 px, the demo municipality (Mesquita), which named its encarregado: the controller, the
 * encarregado's name with an e-mail and a phone to call, then what holds for every municipality:
 * purposes and legal bases, what is public, retention, the rights with 'Meus dados', and the
 * browser storage (essential only, no cookie banner).
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Privacidade e proteção de dados' }),
    ).toBeVisible();
    await expect(await canvas.findByTestId('privacidade-controlador', {}, T)).toHaveTextContent(
      /^Prefeitura Municipal de Mesquita é o controlador dos dados pessoais deste portal/,
    );
    const officer = within(canvas.getByTestId('privacidade-encarregado'));
    await expect(officer.getByText('Renata Moreira Lopes')).toBeVisible();
    await expect(
      officer.getByRole('link', { name: 'encarregado.dados@exemplo.gov.br' }),
    ).toHaveAttribute('href', 'mailto:encarregado.dados@exemplo.gov.br');
    await expect(officer.getByRole('link', { name: '(21) 2797 - 0000' })).toHaveAttribute(
      'href',
      'tel:+552127970000',
    );
    for (const heading of [
      'Para que usamos dados pessoais e com qual base legal',
      'O que fica público e por quê',
      'Por quanto tempo guardamos',
      'Seus direitos',
      'O que fica guardado no seu navegador',
    ])
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    // The queue's bases: public policies and the protection of health (LGPD art. 7 and 11).
    await expect(
      canvas.getByText(
        'Execução de políticas públicas (art. 7º, III, e art. 11, II, b) e tutela da saúde (art. 11, II, f).',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/os totais de 1 a 4 aparecem como “< 5”/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Meus dados' })).toHaveAttribute(
      'href',
      '/meus-dados',
    );
    await expect(canvas.getByRole('link', { name: 'www.gov.br/anpd' })).toHaveAttribute(
      'href',
      'https://www.gov.br/anpd',
    );
    await expect(canvas.getByText(/não usa cookies/)).toBeVisible();
    await expect(canvas.getByText(/não mostra aviso de cookies/)).toBeVisible();
    // The municipality's queue transparency law, from its configuration.
    await expect(
      canvas.getByRole('link', { name: 'Lei de transparência da fila do município' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.planalto\.gov\.br\//));
  },
};

/**
 * A municipality that has named no encarregado yet (Nilópolis): said plainly, with the ouvidoria
 * as the way in, and no contact invented.
 */
export const NoEncarregado: Story = {
  parameters: { route: { address: '/privacidade?municipio=3303203' } },
  play: async ({ canvas }) => {
    const officer = await canvas.findByTestId('privacidade-encarregado', {}, T);
    await expect(officer).toHaveTextContent(
      'Prefeitura Municipal de Nilópolis ainda não informou neste portal quem é o seu encarregado pelo tratamento de dados pessoais.',
    );
    await expect(officer).toHaveTextContent(/procure a Ouvidoria do município/);
    await expect(within(officer).queryByRole('link')).toBeNull();
    await expect(within(officer).queryByText('E-mail')).toBeNull();
  },
};

/** A municipality whose queue is off on the portal (Queimados): its privacy notice still holds. */
export const QueueOff: Story = {
  parameters: { route: { address: '/privacidade?municipio=3304144' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('privacidade-controlador', {}, T)).toHaveTextContent(
      /^Prefeitura Municipal de Queimados é o controlador/,
    );
    await expect(canvas.queryByText(/não está disponível/)).toBeNull();
  },
};

/** The facts are on their way: said; the rest of the notice is already there. */
export const Loading: Story = {
  parameters: { scenarios: { getClientPrivacy: { delayMs: 60_000 } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Carregando os dados de privacidade do município...', {}, T),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Seus direitos' })).toBeVisible();
    await expect(canvas.queryByTestId('privacidade-encarregado')).toBeNull();
  },
};

/** The facts fail: the reason and a retry, which brings them; the rest of the notice stays. */
export const Error: Story = {
  parameters: {
    scenarios: { getClientPrivacy: { kind: 'error', message: 'Banco de dados indisponível.' } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Não foi possível carregar quem é o responsável pelos dados deste município. Banco de dados indisponível.',
        {},
        T,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Seus direitos' })).toBeVisible();
    resetScenarios();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByText('Renata Moreira Lopes', {}, T)).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull(),
    );
  },
};

/** A reply the contract does not allow is an error with a retry, never an empty notice. */
export const Malformed: Story = {
  parameters: { scenarios: { getClientPrivacy: { kind: 'malformed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LOAD_ERROR, {}, T)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.queryByTestId('privacidade-encarregado')).toBeNull();
  },
};

/** An unknown municipio in the address: said plainly, with the way to the portal's own city. */
export const UnknownMunicipio: Story = {
  parameters: { route: { address: '/privacidade?municipio=9999999' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Município não encontrado', {}, T)).toBeVisible();
    await expect(canvas.queryByTestId('privacidade-encarregado')).toBeNull();
    await userEvent.click(
      canvas.getByRole('link', { name: 'Ver a privacidade de Prefeitura Municipal de Mesquita' }),
    );
    await waitFor(() => expect(currentRoute()).toBe('/privacidade'));
    await expect(await canvas.findByText('Renata Moreira Lopes', {}, T)).toBeVisible();
  },
};

/** 360 px: everything one above the other, nothing wider than the screen. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await canvas.findByTestId('privacidade-encarregado', {}, T);
    await expect(canvas.getByRole('link', { name: 'Meus dados' })).toBeVisible();
    await expectNoHorizontalOverflow({ reflow: false });
  },
};

/** 320 px with text at 200 %: still no horizontal scrolling (the e-mail breaks if it must). */
export const Reflow: Story = {
  globals: atReflow(),
  play: async ({ canvas }) => {
    await canvas.findByTestId('privacidade-encarregado', {}, T);
    await expectNoHorizontalOverflow();
  },
};
