import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../../forms/testing';
import { sendNotificationSchema, updateNotificationSchema } from './schema';

describe('send form', () => {
  const form = {
    sendMode: '0' as const,
    schedule: [],
    receiverMode: '0' as const,
    cpfs: [],
    title: 'Oi',
    description: 'Eu',
    type: null,
    blipBotId: null,
  };
  it('lists every problem of the form at once', () => {
    expect(messagesOf(sendNotificationSchema, form)).toEqual({
      title: ['Por favor, o título deve conter no mínimo 3 caracteres.'],
      description: ['Por favor, a descrição deve conter no mínimo 3 caracteres.'],
      schedule: ['Por favor, coloque pelo menos uma Data.'],
      cpfs: ['Por favor, coloque pelo menos 1 CPF.'],
      type: ['Por favor, selecione um tipo de mensagem.'],
    });
  });

  it('needs no dates to send now nor CPFs to send to all', () => {
    expect(
      messagesOf(sendNotificationSchema, {
        ...form,
        sendMode: '1',
        receiverMode: '1',
        title: 'Aviso',
        description: 'Vacinação amanhã',
        type: { value: 1, label: 'Aviso' },
      }),
    ).toEqual({});
  });

  it('the update modal checks the message part', () => {
    expect(
      messagesOf(updateNotificationSchema, {
        id: 7,
        title: 'Oi',
        description: 'Vacinação',
        type: null,
        blipBotId: null,
      }),
    ).toEqual({
      title: ['Por favor, o título deve conter no mínimo 3 caracteres.'],
      type: ['Por favor, selecione um tipo de mensagem.'],
    });
  });
});
