import { describe, expect, it } from 'vitest';
import {
  birthDateLabel,
  genderLabel,
  photoSource,
  resetPasswordOf,
  statusLabel,
} from './appUserFields';

describe('app user fields', () => {
  it.each([
    [0, 'Inativo'],
    [1, 'Pendente'],
    [2, 'Ativo'],
    [3, 'Aguardando troca de senha'],
    [9, 'Situação 9'],
  ])('status %i reads %s', (status, label) => expect(statusLabel(status)).toBe(label));

  it.each([
    ['m', 'Masculino'],
    ['F', 'Feminino'],
    ['x', 'Outro'],
    [null, ''],
    ['?', ''],
  ])('gender %s reads %j', (gender, label) => expect(genderLabel(gender)).toBe(label));

  it('shows the birth date as DD/MM/YYYY, else as stored', () => {
    expect(birthDateLabel('1968-03-14')).toBe('14/03/1968');
    expect(birthDateLabel('14/03/1968')).toBe('14/03/1968');
    expect(birthDateLabel(null)).toBe('');
  });

  it('takes a URL, a data URI or a bare base64 PNG as the photo', () => {
    expect(photoSource('https://exemplo.com/a.png')).toBe('https://exemplo.com/a.png');
    expect(photoSource('/api/public/attachment/folder-1/attachment-2/a.png')).toBe(
      '/api/public/attachment/folder-1/attachment-2/a.png',
    );
    expect(photoSource('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(photoSource('data:image/jpeg;base64,AAAA')).toBe('data:image/jpeg;base64,AAAA');
    expect(photoSource('javascript:alert(1)')).toBe(null);
    expect(photoSource('')).toBe(null);
  });

  it('resets the password to the CPF digits', () => {
    expect(resetPasswordOf('529.982.247-25')).toBe('52998224725');
    expect(resetPasswordOf(null)).toBe('');
  });
});
