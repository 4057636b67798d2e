import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { login, rest, setupMockBackend } from '../testing/backend';

setupMockBackend();

describe('chatbots', () => {
  it('lists what a removal affects, deletes its scheduled notifications, and says why a bot is refused', async () => {
    const token = await login('admin');
    const check = await rest('POST', '/api/blip-bot/check-remove', { token, body: { bboId: 1 } });
    const tied = db.notificacaoAgendada.getAll().filter((n) => n.noa_id_blip_bots === 1).length;
    const { notificationSchedule, notificationShow } = check.body.checkRemove;
    expect(notificationSchedule.length + notificationShow.length).toBeGreaterThan(0);
    await rest('DELETE', '/api/blip-bot?id=1', { token });
    expect(db.notificacaoAgendada.getAll().filter((n) => n.noa_id_blip_bots === 1)).toHaveLength(0);
    expect(tied).toBeGreaterThan(0);
    const refused = async (body: object) =>
      (await rest('POST', '/api/blip-bot', { token, body })).body.mensagem;
    expect(await refused({ bbo_name: '', bbo_blip_key: '' })).toBe('Nome do Bot não informado.');
    expect(await refused({ bbo_name: 'AB', bbo_blip_key: '' })).toBe(
      'Nome do Bot menor que 3 letras.',
    );
    expect(await refused({ bbo_name: 'Bot', bbo_blip_key: '' })).toBe('Blip Key não informado.');
    expect(await refused({ bbo_name: 'Bot', bbo_blip_key: 'curta' })).toBe(
      'Blip Key menor que 10 caracteres.',
    );
  });
});
