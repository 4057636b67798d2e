import { describe, expect, it } from 'vitest';
import { BOT } from '../bots/messages';
import { SCHEDULED_LIST } from '../notifications/scheduled/messages';
import { recipientCount } from './messages';

describe('counts of recipients in the Portal Gerencial', () => {
  it.each([
    [1, '1 destinatário'],
    [2, '2 destinatários'],
    [0, '0 destinatários'],
  ])('%i → %s', (count, text) => {
    expect(recipientCount(count)).toBe(text);
    expect(BOT.recipients(count)).toBe(text);
  });

  it('names a lone row in the singular in the select-all boxes', () => {
    const L = SCHEDULED_LIST;
    expect(L.selectAllNotifications(1)).toBe('Selecionar 1 notificação desta página');
    expect(L.selectAllNotifications(5)).toBe('Selecionar todas as 5 notificações desta página');
    expect(L.selectAllRecipients(1)).toBe('Selecionar 1 destinatário');
    expect(L.selectAllRecipients(110)).toBe('Selecionar todos os 110 destinatários');
    expect(L.selectAllTimes(1)).toBe('Selecionar 1 horário');
    expect(L.selectAllTimes(3)).toBe('Selecionar todos os 3 horários');
  });
});
