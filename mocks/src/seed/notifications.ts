/** Scheduled notifications (with recipients and times) and notifications sent at once. */
import { addDays, parseLocal, toDay, toMoment } from '../core/time';
import type { Data } from '../db/types';
import { INTERACTION } from './catalog';
import type { Random } from './random';

export interface NotificationSeed {
  notificacaoAgendada: Array<Data<'notificacaoAgendada'>>;
  destinatarioAgendado: Array<Data<'destinatarioAgendado'>>;
  horarioAgendado: Array<Data<'horarioAgendado'>>;
  notificacaoImediata: Array<Data<'notificacaoImediata'>>;
  destinatarioImediato: Array<Data<'destinatarioImediato'>>;
  push: Array<Data<'push'>>;
}

const scheduled: Array<
  [title: string, message: string, type: number, bot: boolean, future: boolean]
> = [
  [
    'Lembrete de consulta',
    'Sua consulta está agendada. Compareça com 30 minutos de antecedência e leve documento com foto.',
    2,
    false,
    true,
  ],
  [
    'Vacinação contra a gripe',
    'A vacina contra a gripe já está disponível na sua unidade de saúde. Não deixe para depois!',
    4,
    false,
    true,
  ],
  [
    'Confirme seu agendamento',
    'Converse com nosso assistente para confirmar ou remarcar o seu exame.',
    3,
    true,
    true,
  ],
  [
    'Resultado de exame disponível',
    'O resultado do seu exame já pode ser retirado na unidade executante.',
    1,
    false,
    false,
  ],
  [
    'Campanha Novembro Azul',
    'Homens a partir de 50 anos: agende sua consulta de rotina com o urologista.',
    4,
    false,
    true,
  ],
  [
    'Atualize seus dados',
    'Mantenha seu telefone atualizado para receber os avisos de agendamento.',
    1,
    false,
    false,
  ],
  [
    'Ouvidoria da Saúde',
    'Conte como foi o seu atendimento: fale com a nossa ouvidoria.',
    3,
    true,
    false,
  ],
  [
    'Mutirão de exames',
    'Sábado tem mutirão de ultrassonografia na Policlínica. Verifique se você foi chamado.',
    2,
    false,
    true,
  ],
];

const sentTitles: Array<[string, string]> = [
  ['Fila atualizada', 'A fila de regulação foi atualizada. Confira sua posição no portal.'],
  ['Consulta amanhã', 'Lembrete: sua consulta é amanhã às 8h na Policlínica Mesquita.'],
  ['Exame agendado', 'Seu exame foi agendado. Veja data e local no aplicativo.'],
  ['Dia D de vacinação', 'Sábado é Dia D de multivacinação em todas as unidades.'],
  ['Documentos necessários', 'Leve documento com foto, cartão SUS e comprovante de residência.'],
  [
    'Remarcação',
    'Seu procedimento precisou ser remarcado. Abra o aplicativo para ver a nova data.',
  ],
];

const HOURS = ['09:00', '10:30', '12:00', '14:30', '16:00', '18:30', '20:00'];
const PAST_INTERACTIONS = [
  [INTERACTION.enviado, 2],
  [INTERACTION.entregue, 3],
  [INTERACTION.exibido, 2],
  [INTERACTION.aberto, 2],
  [INTERACTION.lido, 3],
] as const;

/** recipients: active app users of client 1 (CPF and name). */
export function buildNotifications(
  random: Random,
  now: number,
  recipients: Array<{ cpf: string; name: string }>,
): NotificationSeed {
  const out: NotificationSeed = {
    notificacaoAgendada: [],
    destinatarioAgendado: [],
    horarioAgendado: [],
    notificacaoImediata: [],
    destinatarioImediato: [],
    push: [],
  };
  // Scheduled and immediate notifications are numbered from one sequence (as nextId does).
  let lastNotificationId = 0;
  scheduled.forEach(([title, message, type, bot, future]) => {
    const noa_id = ++lastNotificationId;
    out.notificacaoAgendada.push({
      noa_id,
      noa_id_clientes: 1,
      noa_titulo: title,
      noa_mensagem: message,
      noa_id_tipos_notificacoes: type,
      noa_extra_datas: type === 2 ? JSON.stringify({ unidade: 'Policlínica Mesquita' }) : '',
      noa_id_blip_bots: bot ? random.int(1, 3) : null,
      noa_criado_em: toMoment(addDays(now, -random.int(5, 40))),
    });
    const chosen = new Set<number>([0]);
    const count = random.int(2, 6);
    while (chosen.size < count) chosen.add(random.int(0, recipients.length - 1));
    for (const index of chosen) {
      const who = recipients[index]!;
      const nod_id = out.destinatarioAgendado.length + 1;
      out.destinatarioAgendado.push({
        nod_id,
        nod_cpf: who.cpf,
        nod_id_notificacoes_agendadas: noa_id,
      });
      const times = random.int(1, 3);
      for (let t = 0; t < times; t++) {
        const day = future ? addDays(now, random.int(1, 20)) : addDays(now, -random.int(1, 20));
        const interaction = future ? INTERACTION.agendado : random.weighted(PAST_INTERACTIONS);
        const hour = random.pick(HOURS);
        // The recipient acted on it after it went out, within five hours.
        const interactedAt = future
          ? null
          : toMoment(parseLocal(`${toDay(day)} ${hour}`) + random.int(1, 300) * 60_000);
        out.horarioAgendado.push({
          noh_id: out.horarioAgendado.length + 1,
          noh_data: toDay(day),
          noh_hora: hour,
          noh_id_tipos_interacoes_notificacoes: interaction,
          noh_id_notificacoes_agendadas_destinatarios: nod_id,
          noh_interagido_em: interactedAt,
        });
      }
    }
  });

  for (let i = 0; i < 14; i++) {
    const [title, message] = sentTitles[i % sentTitles.length]!;
    const sentAt = addDays(now, -random.int(0, 24)) - random.int(0, 600) * 60_000;
    const id = ++lastNotificationId;
    out.notificacaoImediata.push({
      id,
      clientId: 1,
      title,
      message,
      createdAt: toMoment(sentAt),
      onlyPush: false,
    });
    const chosen = new Set<number>();
    const count = random.int(1, 8);
    while (chosen.size < count) chosen.add(random.int(0, recipients.length - 1));
    for (const index of chosen) {
      const who = recipients[index]!;
      const interaction = random.weighted(PAST_INTERACTIONS);
      out.destinatarioImediato.push({
        id: out.destinatarioImediato.length + 1,
        notificationId: id,
        cpf: who.cpf,
        name: who.name,
        interactionNotificationType: interaction,
        interactionDate: toMoment(sentAt + random.int(1, 240) * 60_000),
        deletedAt: random.chance(0.08) ? toMoment(sentAt + random.int(300, 2000) * 60_000) : null,
      });
    }
  }

  out.push.push({
    id: 1,
    clientId: 1,
    action: 'REMOVE',
    title: '',
    body: '',
    cpfs: [recipients[1]!.cpf],
    noaIds: [99],
    createdAt: toMoment(addDays(now, -30)),
  });
  return out;
}
