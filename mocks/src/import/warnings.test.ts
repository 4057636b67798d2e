import { describe, expect, it } from 'vitest';
import { nearestNames, normalName } from './warnings';

const CONSULTAS = [
  'CONSULTA EM CARDIOLOGIA',
  'CONSULTA EM ORTOPEDIA E TRAUMATOLOGIA',
  'CONSULTA EM UROLOGIA',
  'CONSULTA EM NEUROLOGIA',
];

describe('the known names nearest to a new one', () => {
  it('offers the known name that holds every word of the new one, first', () => {
    expect(nearestNames('CONSULTA EM ORTOPEDIA', CONSULTAS)).toEqual([
      'CONSULTA EM ORTOPEDIA E TRAUMATOLOGIA',
    ]);
    expect(nearestNames('CONSULTA EM UROLOGIA PEDIATRICA', CONSULTAS)[0]).toBe(
      'CONSULTA EM UROLOGIA',
    );
  });

  it('catches a slip of the keyboard, and not a shared first word', () => {
    expect(nearestNames('CONSULTA EM CARDIOLGIA', CONSULTAS)).toEqual(['CONSULTA EM CARDIOLOGIA']);
    expect(nearestNames('CONSULTA EM PSIQUIATRIA', CONSULTAS)).toEqual([]);
  });

  it('does not count case, accents or spacing', () => {
    expect(normalName('  Ubs  Chatubá ')).toBe('UBS CHATUBA');
    expect(nearestNames('UBS CHATUBÁ', ['UBS Jacutinga', 'UBS Chatuba'])).toEqual(['UBS Chatuba']);
  });

  it('offers three at most, nearest first', () => {
    const known = ['UBS A1', 'UBS A', 'UBS A12', 'UBS A123'];
    expect(nearestNames('UBS A', known.slice(0, 1))).toEqual(['UBS A1']);
    expect(nearestNames('UBS A', known)).toHaveLength(3);
  });
});
