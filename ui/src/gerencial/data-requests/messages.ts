/**
 * 'Solicitações de titulares (LGPD)' words (pt-BR). The spec has no such screen: these are the
 * product's own, for staff answering the patients' requests about their data.
 */
import { plural } from '../../messages/common';

export const DATA_REQUESTS = {
  title: 'Solicitações de titulares (LGPD)',
  intro:
    'Pedidos dos pacientes para corrigir seus dados ou excluir a conta. A Lei Geral de Proteção de Dados dá 15 dias, contados do pedido, para responder. A resposta fica visível para o paciente em Meus dados.',
  caption: 'Solicitações, as em aberto primeiro',
  loading: 'Carregando as solicitações...',
  empty: 'Nenhuma solicitação de titular até agora.',
  failed: 'Não foi possível carregar as solicitações.',
  openCount: (open: number) =>
    open === 0
      ? 'Nenhuma solicitação em aberto.'
      : `${plural(open, 'solicitação', 'solicitações')} em aberto.`,
  columns: {
    kind: 'Tipo',
    patient: 'Paciente',
    requestedAt: 'Pedido em',
    deadline: 'Prazo',
    status: 'Situação',
  },
  kind: { correcao: 'Correção', exclusao: 'Exclusão da conta' },
  status: { aberta: 'Em aberto', atendida: 'Atendida', recusada: 'Recusada' },
  noCpf: 'sem CPF',
  answered: (when: string, who: string | null) =>
    who ? `Respondida em ${when} por ${who}` : `Respondida em ${when}`,
  answer: 'Responder',
  answerOf: (patient: string) => `Responder a solicitação de ${patient}`,
  answerHeading: (id: number) => `Responder a solicitação nº ${id}`,
  close: 'Fechar',
  details: {
    patient: 'Paciente',
    kind: 'Tipo',
    fields: 'Dado a corrigir',
    correction: 'Valor correto informado',
    requestedAt: 'Pedido em',
    deadline: 'Responder até',
  },
  deletionNote:
    'Ao marcar como atendida, a conta é desativada na hora: o paciente não entra mais, e o e-mail, o telefone, a foto e a senha são apagados.',
  correctionNote:
    'Corrija o dado onde ele fica guardado (cadastro do aplicativo ou sistema de regulação) e diga aqui o que foi feito.',
  statusLabel: 'Resultado',
  statusRequired: 'Escolha se a solicitação foi atendida ou recusada.',
  done: 'Atendida',
  refused: 'Recusada',
  answerLabel: 'Resposta ao paciente',
  answerHint: 'O paciente lê este texto em Meus dados.',
  answerRequired: 'Escreva a resposta ao paciente.',
  answerTooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  send: 'Enviar resposta',
  sent: 'Resposta enviada ao paciente.',
  sendFailed: 'Não foi possível enviar a resposta. O que você escreveu continua aqui.',
} as const;

/**
 * The deadline in words, from the days left the server counted: 'N dias restantes', 'Vence hoje',
 * 'Prazo vencido há N dias'.
 */
export function deadlineText(daysLeft: number): string {
  if (daysLeft === 0) return 'Vence hoje';
  if (daysLeft > 0) return plural(daysLeft, 'dia restante', 'dias restantes');
  const late = -daysLeft;
  return `Prazo vencido há ${plural(late, 'dia', 'dias')}`;
}
