import { describe, expect, it } from 'vitest';
import { CAMPAIGNS } from './messages';
import { campaignFilterSchema, DEFAULT_FILTERS } from './schema';

const M = CAMPAIGNS;
const reach = (total: number, reachable: number, unreachable: number, alreadyAsked = 0) => ({
  total,
  reachable,
  unreachable,
  alreadyAsked,
});

describe("'Você ainda precisa?' reach in words", () => {
  it.each([
    [
      reach(42, 9, 31, 2),
      '42 solicitações: 9 pacientes recebem a pergunta no portal; 31 sem conta no portal (para ligação). 2 já têm uma pergunta sem resposta e não serão perguntados de novo.',
    ],
    [
      reach(154, 1, 153),
      '154 solicitações: 1 paciente recebe a pergunta no portal; 153 sem conta no portal (para ligação).',
    ],
    [
      reach(1, 0, 0, 1),
      '1 solicitação: 0 pacientes recebem a pergunta no portal; 0 sem conta no portal (para ligação). 1 já tem uma pergunta sem resposta e não será perguntado de novo.',
    ],
    [reach(0, 0, 0), 'Nenhuma solicitação com esses filtros.'],
  ])('%o', (counts, text) => expect(M.reach(counts)).toBe(text));

  it('asks before sending, saying who gets the question and that nobody leaves the queue', () => {
    expect(M.confirmTitle(9)).toBe('Enviar a pergunta a 9 pacientes?');
    expect(M.confirmTitle(1)).toBe('Enviar a pergunta a 1 paciente?');
    expect(M.confirmContent({ reachable: 9, unreachable: 31 })).toBe(
      '9 pacientes recebem a pergunta em Avisos e em Minhas solicitações; 31 sem conta ficam na lista para ligação. Responder não tira ninguém da fila: o sistema de regulação decide.',
    );
    expect(M.confirmContent({ reachable: 1, unreachable: 0 })).toBe(
      '1 paciente recebe a pergunta em Avisos e em Minhas solicitações. Responder não tira ninguém da fila: o sistema de regulação decide.',
    );
    expect(M.sent({ reachable: 9, unreachable: 1 })).toBe(
      'Pergunta enviada a 9 pacientes. 1 sem conta está na lista para ligação.',
    );
  });

  it('says a campaign’s filters in words', () => {
    expect(
      M.filters({
        service: 'CONSULTAS',
        procedure: null,
        unit: 'UBS Chatuba',
        status: 'PARCIALMENTE_ATENDIDO',
        minDays: 1,
      }),
    ).toBe(
      'CONSULTAS, todos os procedimentos, UBS Chatuba, Parcialmente atendido, 1 dia ou mais na fila',
    );
  });
});

describe('the campaign filter form', () => {
  it('sends null for "Todos" and "Todas", and the days as a number', () => {
    expect(campaignFilterSchema.parse({ ...DEFAULT_FILTERS, service: 'EXAMES' })).toEqual({
      service: 'EXAMES',
      procedure: null,
      unit: null,
      status: 'SOLICITADO',
      minDays: 90,
    });
  });

  it.each([
    [{ service: '' }, 'Campo Serviço é requerido'],
    [{ minDays: '' }, 'Informe um número de dias de 0 a 3650.'],
    [{ minDays: '3651' }, 'Informe um número de dias de 0 a 3650.'],
    [{ status: '' }, 'Campo Situação é requerido'],
  ])('%o → %s', (change, message) => {
    const parsed = campaignFilterSchema.safeParse({
      ...DEFAULT_FILTERS,
      service: 'EXAMES',
      ...change,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
