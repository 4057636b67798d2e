import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessibilityBar } from '../primitives/AccessibilityBar';
import { PREFERENCES_STORAGE_KEY } from './accessibility';
import { AppThemeProvider } from './ThemeProvider';

function Probe() {
  const theme = useTheme();
  return (
    <output>
      {theme.highContrast ? 'alto' : 'normal'} {theme.fontScale}
    </output>
  );
}

afterEach(() => localStorage.clear());

describe('AppThemeProvider accessibility choices', () => {
  it('starts from localStorage and saves what the visitor changes', async () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ highContrast: true, fontScale: 1.25 }),
    );
    render(
      <AppThemeProvider>
        <AccessibilityBar />
        <Probe />
      </AppThemeProvider>,
    );
    expect(screen.getByText('alto 1.25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Alto contraste' }));
    await userEvent.click(screen.getByRole('button', { name: /A\+\s?Aumentar fonte/ }));
    expect(screen.getByText('normal 1.375')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY)!)).toEqual({
      highContrast: false,
      fontScale: 1.375,
    });
  });

  it('lets given props win and follows their changes (Storybook toolbar)', () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ highContrast: true, fontScale: 1.5 }),
    );
    const { rerender } = render(
      <AppThemeProvider highContrast={false} fontScale={1}>
        <Probe />
      </AppThemeProvider>,
    );
    expect(screen.getByText('normal 1')).toBeInTheDocument();
    rerender(
      <AppThemeProvider highContrast fontScale={1.25}>
        <Probe />
      </AppThemeProvider>,
    );
    expect(screen.getByText('alto 1.25')).toBeInTheDocument();
  });
});
