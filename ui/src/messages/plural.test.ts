import { describe, expect, it } from 'vitest';
import { plural } from './common';
import { GERENCIAL, recipientCount } from './gerencial';

describe('plural', () => {
  it('takes the singular for one only', () => {
    expect(plural(1, 'dia', 'dias')).toBe('1 dia');
    expect(plural(0, 'dia', 'dias')).toBe('0 dias');
    expect(plural(2, 'dia', 'dias')).toBe('2 dias');
  });
});

describe('counts of recipients in the Portal Gerencial', () => {
  it.each([
    [1, '1 destinatário'],
    [2, '2 destinatários'],
    [0, '0 destinatários'],
  ])('%i → %s', (count, text) => {
    expect(recipientCount(count)).toBe(text);
    expect(GERENCIAL.bot.recipients(count)).toBe(text);
  });

  it('names a lone row in the singular in the select-all boxes', () => {
    const L = GERENCIAL.scheduledList;
    expect(L.selectAllNotifications(1)).toBe('Selecionar 1 notificação desta página');
    expect(L.selectAllNotifications(5)).toBe('Selecionar todas as 5 notificações desta página');
    expect(L.selectAllRecipients(1)).toBe('Selecionar 1 destinatário');
    expect(L.selectAllRecipients(110)).toBe('Selecionar todos os 110 destinatários');
    expect(L.selectAllTimes(1)).toBe('Selecionar 1 horário');
    expect(L.selectAllTimes(3)).toBe('Selecionar todos os 3 horários');
  });
});
