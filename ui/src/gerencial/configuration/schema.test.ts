import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../forms/testing';
import { configurationSchema } from './schema';

const base = {
  coc_ativo_portal: true,
  coc_avisos_automaticos: true,
  coc_encarregado_nome: '',
  coc_encarregado_email: '',
  coc_encarregado_telefone: '',
  coc_link_privacidade: '',
};

describe('Configurações: the encarregado', () => {
  it.each([
    [{}, {}],
    [
      {
        coc_encarregado_nome: 'Controladoria-Geral do Município',
        coc_encarregado_email: 'lgpd@exemplo.gov.br',
        coc_encarregado_telefone: '(21) 2797 - 0000',
        coc_link_privacidade: 'https://exemplo.gov.br/ouvidoria',
      },
      {},
    ],
    [
      { coc_encarregado_email: 'lgpd@exemplo.gov.br' },
      { coc_encarregado_nome: ['Informe o nome do encarregado.'] },
    ],
    [
      { coc_encarregado_nome: 'Ana Souza' },
      { coc_encarregado_email: ['Informe o e-mail do encarregado.'] },
    ],
    [
      { coc_encarregado_telefone: '(21) 2797 - 0000' },
      {
        coc_encarregado_nome: ['Informe o nome do encarregado.'],
        coc_encarregado_email: ['Informe o e-mail do encarregado.'],
      },
    ],
    [
      {
        coc_encarregado_nome: '<b>Ana</b>',
        coc_encarregado_email: 'lgpd@exemplo',
        coc_encarregado_telefone: '(21) 2797',
        coc_link_privacidade: 'ouvidoria',
      },
      {
        coc_encarregado_nome: ['O nome do encarregado está inválido.'],
        coc_encarregado_email: ['O e-mail do encarregado está inválido.'],
        coc_encarregado_telefone: ['O telefone do encarregado está inválido.'],
        coc_link_privacidade: ['O endereço da política de privacidade está inválido.'],
      },
    ],
  ])('%j → %j', (values, expected) => {
    expect(messagesOf(configurationSchema, { ...base, ...values })).toEqual(expected);
  });
});
