import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { atViewport } from '../storybook/viewports';
import { AccessibilityBar } from './AccessibilityBar';

const meta = {
  title: 'Primitivos/AccessibilityBar',
  component: AccessibilityBar,
} satisfies Meta<typeof AccessibilityBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const rootFontSize = () => getComputedStyle(document.documentElement).fontSize;

/** 'Alto contraste' switches the page's colours; A+ / A- / A change the font size of everything. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const contrast = canvas.getByRole('button', { name: 'Alto contraste' });
    await expect(contrast).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(contrast);
    await expect(contrast).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(0, 0, 0)'),
    );
    await userEvent.click(contrast);
    await expect(canvas.getByRole('button', { name: 'A Tamanho normal da fonte' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'A+ Aumentar fonte' }));
    await waitFor(() => expect(rootFontSize()).toBe('18px'));
    await userEvent.click(canvas.getByRole('button', { name: 'A- Diminuir fonte' }));
    await userEvent.click(canvas.getByRole('button', { name: 'A- Diminuir fonte' }));
    await waitFor(() => expect(rootFontSize()).toBe('14px'));
    await expect(canvas.getByRole('button', { name: 'A- Diminuir fonte' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'A Tamanho normal da fonte' }));
    await waitFor(() => expect(rootFontSize()).toBe('16px'));
    await expect(canvas.getByText('Fonte em 100 %')).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** The toolbar's 'Alto contraste' applies too (Storybook: Contraste → Alto contraste). */
export const HighContrast: Story = {
  globals: { contrast: 'high' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
