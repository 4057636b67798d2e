import { describe, expect, it } from 'vitest';
import { assertAction } from './ConfirmModal';

describe('ConfirmModal actions', () => {
  it.each([[undefined], [null], ['sair'], [{}], [1]])('refuses %j as an action', (action) => {
    expect(() => assertAction(action, 'confirmar')).toThrow(
      new TypeError('ConfirmModal: a ação de confirmar deve ser uma função.'),
    );
  });

  it('accepts a function', () => {
    expect(() => assertAction(() => undefined, 'cancelar')).not.toThrow();
  });
});
