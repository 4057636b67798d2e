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

/** The form with `initial` options, its field, and the user's typing in it. */
async function typeIn(initial: Option[], text: string, before?: () => void) {
  const user = userEvent.setup();
  render(<Form initial={initial} />);
  before?.();
  const input = screen.getByRole('combobox', { name: 'Cidades' });
  await user.type(input, text);
  return { user, input };
}

/** The options the open list shows. */
async function expectListed(names: string[]) {
  const list = await screen.findByRole('listbox');
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(names);
}

describe('Combobox (several choices)', () => {
  it('keeps what the user typed when the form re-renders', async () => {
    const { input } = await typeIn(CITIES, 'nit');
    act(() => update({ tick: 1 }));
    expect(input).toHaveValue('nit');
    await expectListed(['Niterói']);
  });

  it('filters the options that arrive after the user typed', async () => {
    const { input } = await typeIn([], 'nit');
    act(() => update({ options: CITIES }));
    expect(input).toHaveValue('nit');
    await expectListed(['Niterói']);
  });

  it('takes typing once enabled with its options (a list that loaded)', async () => {
    const { input } = await typeIn([], 'nit', () => {
      act(() => update({ disabled: true }));
      act(() => update({ options: CITIES, disabled: false }));
    });
    expect(input).toHaveValue('nit');
    await expectListed(['Niterói']);
  });

  it('keeps the search typed when the page scrolls and the list closes', async () => {
    const { user, input } = await typeIn(CITIES, 'nit');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input).toHaveValue('nit');
    await user.type(input, 'e');
    await expectListed(['Niterói']);
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
