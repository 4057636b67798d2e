import { describe, expect, it } from 'vitest';
import {
  clip,
  immediatePayload,
  recipientsSummary,
  schedulePayload,
  sendFormSchema,
  sendValuesOf,
  updatePayload,
  withEntry,
  type SendValues,
} from './sendForm';

const base: SendValues = {
  ...sendValuesOf(),
  title: '  Lembrete  ',
  description: 'Sua consulta é amanhã.',
  type: { value: 3, label: 'Chatbot' },
  blipBotId: 7,
};
const parse = (v: SendValues) => sendFormSchema.parse(v);
const day = { date: '26/11/2026', date_db: '2026-11-26', hour: '12:00' };

describe('send form payloads', () => {
  it("'Todos' now: sendAllCpf with no CPFs, the data block of a send now", () => {
    expect(immediatePayload(parse(base), 1)).toEqual({
      sendAllCpf: true,
      cpfs: [],
      title: 'Lembrete',
      body: 'Sua consulta é amanhã.',
      data: {
        title: 'Lembrete',
        body: 'Sua consulta é amanhã.',
        typeId: 3,
        typeLabel: 'Chatbot',
        extraDatas: null,
        scheduleList: [],
        isSendNow: '1',
        blipBotId: 7,
        isCall: '0',
      },
      clientId: 1,
      onlyPush: false,
    });
  });

  it('a CPF list scheduled: digits, isRed, the dates; no chatbot unless type 3', () => {
    const values = parse({
      ...base,
      sendMode: '0',
      schedule: [day],
      receiverMode: '0',
      cpfs: [{ cpf: '52998224725', isRed: true }],
      type: { value: 2, label: 'Lembrete de consulta' },
    });
    const sent = schedulePayload(values);
    expect(sent.form.receiver).toEqual({
      radio: 0,
      cpf: '',
      listCpf: [{ cpf: '52998224725', isRed: true }],
    });
    expect(sent.form.frequency.listSchedule).toEqual([day]);
    expect(sent.form.msg.blipBotId).toBeNull();
    expect(sent.notification).toMatchObject({ isSendNow: '0', scheduleList: [day], typeId: 2 });
  });

  it('an update carries only the message', () => {
    const editing = {
      noa_id: 9,
      noa_titulo: 'Exame',
      noa_mensagem: 'Remarque o exame.',
      noa_id_tipos_notificacoes: 3,
      noa_extra_datas: '{"a":1}',
      noa_id_blip_bots: 7,
      interactions: [],
    };
    expect(updatePayload(parse(sendValuesOf(editing)), editing)).toEqual({
      id: 9,
      noa_id_tipos_notificacoes: 3,
      noa_mensagem: 'Remarque o exame.',
      noa_titulo: 'Exame',
      noa_extra_datas: '{"a":1}',
      noa_id_blip_bots: 7,
    });
  });

  it('a type-3 message needs a chatbot', () => {
    const result = sendFormSchema.safeParse({ ...base, blipBotId: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Por favor, selecione um Chatbot.',
    ]);
  });
});

describe('helpers', () => {
  it.each([
    ['abc', 5, 'abc'],
    ['abcdef', 5, 'abcd…'],
    ['ab   cd  ', 10, 'ab cd'],
    ['abc d efgh', 6, 'abc d…'],
  ])('clip(%j, %i) = %j', (text, max, out) => expect(clip(text, max)).toBe(out));

  it('summarises recipients', () => {
    expect(recipientsSummary('1', 5)).toBe('Todos os CPFs ativos');
    expect(recipientsSummary('0', 1)).toBe('1 CPF');
    expect(recipientsSummary('0', 3)).toBe('3 CPFs');
  });

  it('keeps dates in order', () => {
    const later = { date: '27/11/2026', date_db: '2026-11-27', hour: '09:00' };
    const early = { ...day, hour: '09:30' };
    expect(withEntry(withEntry([later], day), early)).toEqual([early, day, later]);
  });
});
