import { describe, expect, it } from 'vitest';
import { GraphqlRequestError } from '@portal/contracts';
import { ApiError } from './unwrap';
import { failureMessage } from './failureMessage';

describe('failureMessage', () => {
  it('uses the server message, else the fallback', () => {
    expect(failureMessage(new ApiError('CPF não cadastrado.', 404), 'x')).toBe(
      'CPF não cadastrado.',
    );
    expect(
      failureMessage(new ApiError('Ocorreu um erro inesperado.', 0), 'Erro ao salvar o CPF.'),
    ).toBe('Erro ao salvar o CPF.');
    expect(
      failureMessage(
        new GraphqlRequestError('a\nb', 200, [{ message: 'CPF Inválido' }, { message: 'b' }]),
      ),
    ).toBe('CPF Inválido');
    expect(failureMessage(new GraphqlRequestError('Erro interno no servidor.', 500))).toBe(
      'Erro interno no servidor.',
    );
    expect(
      failureMessage(new GraphqlRequestError('Failed to fetch', 0), 'Falha ao atualizar senha.'),
    ).toBe('Falha ao atualizar senha.');
    expect(failureMessage(new TypeError('boom'))).toBe('Ocorreu um erro inesperado.');
    expect(failureMessage('texto')).toBe('Ocorreu um erro inesperado.');
  });
});
