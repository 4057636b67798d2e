import { describe, expect, it } from 'vitest';
import { envelopeProblem } from './errors';

describe('envelopeProblem (the error envelope with a Portuguese message)', () => {
  it.each([
    [{ mensagem: 'Login ou Senha incorretos' }],
    [{ msg: 'O cliente informado não corresponde ao da sessão.' }],
    [{ mensagem: 'Campo título é requerido' }],
    [{ error: 'Sessão do painel expirada. Faça login novamente.' }],
    [{ mensagem: 'Muitas tentativas de login. Tente novamente em 5 minutos.' }],
    [{ mensagem: 'Blip Key menor que 10 caracteres.' }],
  ])('accepts %j', (body) => {
    expect(envelopeProblem(body)).toBeNull();
  });

  it.each([
    [{ mensagem: 'Unauthorized' }, /English reason phrase/],
    [{ error: 'Not Found' }, /English reason phrase/],
    [{ mensagem: 'Missing a token' }, /not in Portuguese/],
    [{ msg: 'Bad credentials' }, /not in Portuguese/],
    [{ msg: 'No token provided' }, /not in Portuguese/],
    [{ message: 'Token inválido' }, /no error envelope/],
    [{}, /no error envelope/],
    ['<html>401</html>', /no error envelope/],
    [null, /no error envelope/],
  ])('refuses %j', (body, problem) => {
    expect(envelopeProblem(body)).toMatch(problem);
  });
});
