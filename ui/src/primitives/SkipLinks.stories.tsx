import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { withRouter } from '../storybook/withRouter';
import { SkipLinks } from './SkipLinks';

/** A page with the four parts the links lead to; the search comes with a button, as screens do. */
function Page() {
  const [search, setSearch] = useState(false);
  return (
    <>
      <SkipLinks content="conteudo" menu="menu-exemplo" footer="rodape-exemplo" />
      <header>
        <nav id="menu-exemplo" aria-label="Menu principal">
          <a href="/inicio">Início</a>
        </nav>
      </header>
      <main id="conteudo" tabIndex={-1}>
        <h1>Página de exemplo</h1>
        <button type="button" onClick={() => setSearch(true)}>
          Mostrar a busca
        </button>
        {search && (
          <form role="search" aria-label="Busca de exemplo">
            <label>
              Termo <input name="termo" />
            </label>
          </form>
        )}
      </main>
      <footer id="rodape-exemplo">Rodapé de exemplo</footer>
    </>
  );
}

const meta = {
  title: 'Primitivos/SkipLinks',
  component: SkipLinks,
  decorators: [withRouter('/')],
  render: () => <Page />,
  parameters: { layout: 'fullscreen' },
  args: { content: 'conteudo' },
} satisfies Meta<typeof SkipLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const visible = (element: HTMLElement) => element.getBoundingClientRect().width > 1;

/**
 * Hidden until focused: the first Tab shows the bar, 'Ir para o conteúdo [1]' moves focus to the
 * <main>, and Alt+2, Alt+4 and Alt+1 reach the menu, the footer and the content from anywhere.
 */
export const ShownOnFocus: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'Atalhos' });
    await expect(visible(bar)).toBe(false);
    await userEvent.tab();
    const content = canvas.getByRole('link', { name: 'Ir para o conteúdo [1]' });
    await expect(content).toHaveFocus();
    await waitFor(() => expect(visible(bar)).toBe(true));
    await expect(content).toHaveAttribute('aria-keyshortcuts', 'Alt+1');
    // No search on the page: no link to one.
    await expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ir para o conteúdo [1]', 'Ir para o menu [2]', 'Ir para o rodapé [4]']);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(visible(bar)).toBe(false));
    // The address keeps no hash: the router's location is untouched.
    await expect(window.location.hash).toBe('');

    await userEvent.keyboard('{Alt>}2{/Alt}');
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toHaveFocus();
    await userEvent.keyboard('{Alt>}4{/Alt}');
    await expect(canvas.getByText('Rodapé de exemplo')).toHaveFocus();
    await userEvent.keyboard('{Alt>}1{/Alt}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** A search on the page adds 'Ir para a busca [3]'; it and Alt+3 focus the search's first field. */
export const WithSearch: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar a busca' }));
    const link = await canvas.findByRole('link', { name: 'Ir para a busca [3]' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Termo' })).toHaveFocus();
    await userEvent.keyboard('{Alt>}1{/Alt}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.keyboard('{Alt>}3{/Alt}');
    await expect(canvas.getByRole('textbox', { name: 'Termo' })).toHaveFocus();
    // Keys it does not handle stay the browser's: Alt+Shift+1 and Alt+5 move nothing.
    await userEvent.keyboard('{Alt>}{Shift>}1{/Shift}{/Alt}{Alt>}5{/Alt}');
    await expect(canvas.getByRole('textbox', { name: 'Termo' })).toHaveFocus();
  },
};

/** At 360 px the shown bar wraps inside the screen. */
export const Mobile: Story = {
  globals: atViewport('mobile360'),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const bar = canvas.getByRole('navigation', { name: 'Atalhos' });
    await waitFor(() => expect(visible(bar)).toBe(true));
    await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
