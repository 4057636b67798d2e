import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../theme/ThemeProvider';
import { Combobox } from './Combobox';
import type { Option } from './Listbox';

const CITIES: Option[] = [
  { value: '1', label: 'Niterói' },
  { value: '2', label: 'Nilópolis' },
  { value: '3', label: 'São Gonçalo' },
];

/** A form that re-renders the field from outside: the options arrive, another field changes. */
let update: (change: { options?: Option[]; tick?: number; disabled?: boolean }) => void = () =>
  undefined;

function Form({ initial }: { initial: Option[] }) {
  const [state, setState] = useState({ options: initial, tick: 0, disabled: false });
  const [cities, setCities] = useState<string[]>(['3']);
  update = (change) => setState((previous) => ({ ...previous, ...change }));
  return (
    <AppThemeProvider>
      <Combobox
        multiple
        label="Cidades"
        options={state.options}
        // A new array at each render, as a form library may hand over.
        value={[...cities]}
        onChange={setCities}
        disabled={state.disabled}
      />
      <output>{state.tick}</output>
    </AppThemeProvider>
  );
}

describe('Combobox (several choices)', () => {
  it('keeps what the user typed when the form re-renders', async () => {
    const user = userEvent.setup();
    render(<Form initial={CITIES} />);
    const input = screen.getByRole('combobox', { name: 'Cidades' });
    await user.type(input, 'nit');
    act(() => update({ tick: 1 }));
    expect(input).toHaveValue('nit');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Niterói']);
  });

  it('filters the options that arrive after the user typed', async () => {
    const user = userEvent.setup();
    render(<Form initial={[]} />);
    const input = screen.getByRole('combobox', { name: 'Cidades' });
    await user.type(input, 'nit');
    act(() => update({ options: CITIES }));
    expect(input).toHaveValue('nit');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Niterói']);
  });

  it('takes typing at once when it opens with its options', async () => {
    const user = userEvent.setup();
    render(<Form initial={[]} />);
    act(() => update({ disabled: true }));
    const input = screen.getByRole('combobox', { name: 'Cidades' });
    act(() => update({ options: CITIES, disabled: false }));
    await user.type(input, 'nit');
    expect(input).toHaveValue('nit');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Niterói']);
  });

  it('keeps the search typed when the page scrolls and the list closes', async () => {
    const user = userEvent.setup();
    render(<Form initial={CITIES} />);
    const input = screen.getByRole('combobox', { name: 'Cidades' });
    await user.type(input, 'nit');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input).toHaveValue('nit');
    await user.type(input, 'e');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Niterói']);
  });

  it('still shows the chosen values as chips', () => {
    render(<Form initial={CITIES} />);
    const chips = screen.getByRole('list', { name: 'Cidades selecionados' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['São Gonçalo']);
  });
});
