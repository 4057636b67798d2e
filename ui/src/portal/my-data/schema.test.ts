import { describe, expect, it } from 'vitest';
import { correctionFormSchema, dataRequestListSchema } from './schema';

describe('the correction form', () => {
  it('needs the data and the correct value, trimmed', () => {
    const empty = correctionFormSchema.safeParse({ fields: '  ', correction: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      'Diga qual dado está errado.',
      'Informe o valor correto.',
    ]);
    expect(
      correctionFormSchema.parse({ fields: ' Telefone ', correction: ' (21) 98888-7777 ' }),
    ).toEqual({ fields: 'Telefone', correction: '(21) 98888-7777' });
  });

  it('keeps to the contract’s lengths', () => {
    const long = correctionFormSchema.safeParse({ fields: 'a'.repeat(201), correction: 'x' });
    expect(long.error?.issues[0]?.message).toBe('Use no máximo 200 caracteres.');
    const longValue = correctionFormSchema.safeParse({ fields: 'a', correction: 'x'.repeat(1001) });
    expect(longValue.error?.issues[0]?.message).toBe('Use no máximo 1000 caracteres.');
  });
});

describe('the requests reply', () => {
  it('refuses an unknown status', () => {
    const row = {
      id: 1,
      kind: 'correcao',
      fields: 'Telefone',
      correction: '1',
      requestedAt: '2026-11-20T10:00:00-03:00',
      deadline: '2026-12-05',
      daysLeft: 15,
      status: 'aberta',
      answer: null,
      answeredAt: null,
    };
    expect(dataRequestListSchema.safeParse({ count: 1, rows: [row] }).success).toBe(true);
    expect(
      dataRequestListSchema.safeParse({ count: 1, rows: [{ ...row, status: 'pendente' }] }).success,
    ).toBe(false);
  });
});
