/**
 * The words of 'Você ainda precisa?' in the Portal Gerencial. The answers and reasons themselves
 * are the patient's words, in domain/interest.ts.
 */
import { statusLabel } from '../../domain/queue';
import { plural } from '../../messages/common';

export interface CampaignReach {
  total: number;
  reachable: number;
  unreachable: number;
  alreadyAsked: number;
}

export interface CampaignFilterWords {
  service: string;
  procedure?: string | null;
  unit?: string | null;
  status: string;
  minDays: number;
}

const patients = (count: number) => plural(count, 'paciente', 'pacientes');

export const CAMPAIGNS = {
  title: 'Você ainda precisa?',
  intro:
    'A equipe pergunta aos pacientes que esperam na fila se ainda precisam da solicitação; uma resposta nunca tira ninguém da fila, quem decide é o sistema de regulação.',

  formTitle: 'Nova pergunta',
  formLabel: 'Quem recebe a pergunta',
  service: 'Serviço',
  procedure: 'Procedimento',
  allProcedures: 'Todos',
  chooseServiceFirst: 'Escolha um serviço primeiro',
  unit: 'Unidade solicitante',
  allUnits: 'Todas',
  status: 'Situação',
  minDays: 'Dias na fila (no mínimo)',
  minDaysInvalid: 'Informe um número de dias de 0 a 3650.',
  optionsLoading: 'Carregando opções...',
  optionsFailed: 'Não foi possível carregar as opções dos filtros.',
  proceduresFailed: 'Não foi possível carregar os procedimentos.',

  reachTitle: 'Alcance',
  reachPrompt: 'Escolha o serviço para ver quantas solicitações recebem a pergunta.',
  reachLoading: 'Contando as solicitações...',
  reachFailed: 'Não foi possível contar as solicitações.',
  nothingMatches: 'Nenhuma solicitação com esses filtros.',
  /** '42 solicitações: 9 pacientes recebem a pergunta no portal; 31 sem conta no portal (para ligação).' */
  reach: ({ total, reachable, unreachable, alreadyAsked }: CampaignReach) => {
    if (total === 0) return CAMPAIGNS.nothingMatches;
    const asked = `${plural(total, 'solicitação', 'solicitações')}: ${plural(reachable, 'paciente recebe', 'pacientes recebem')} a pergunta no portal; ${unreachable} sem conta no portal (para ligação).`;
    if (alreadyAsked === 0) return asked;
    const one = alreadyAsked === 1;
    return `${asked} ${alreadyAsked} já ${one ? 'tem' : 'têm'} uma pergunta sem resposta e não ${one ? 'será perguntado' : 'serão perguntados'} de novo.`;
  },

  send: 'Enviar pergunta',
  confirmTitle: (reachable: number) => `Enviar a pergunta a ${patients(reachable)}?`,
  confirmContent: ({ reachable, unreachable }: Pick<CampaignReach, 'reachable' | 'unreachable'>) =>
    `${plural(reachable, 'paciente recebe', 'pacientes recebem')} a pergunta em Avisos e em Minhas solicitações${unreachable > 0 ? `; ${unreachable} sem conta ${unreachable === 1 ? 'fica' : 'ficam'} na lista para ligação` : ''}. Responder não tira ninguém da fila: o sistema de regulação decide.`,
  confirmCancel: 'Cancelar',
  sent: ({ reachable, unreachable }: Pick<CampaignReach, 'reachable' | 'unreachable'>) =>
    `Pergunta enviada a ${patients(reachable)}.${unreachable > 0 ? ` ${unreachable} sem conta ${unreachable === 1 ? 'está' : 'estão'} na lista para ligação.` : ''}`,
  sendFailed: 'Não foi possível enviar a pergunta. Tente novamente.',
  filtersKept: 'Os filtros continuam como estavam.',

  listTitle: 'Campanhas enviadas',
  listCaption: 'Campanhas, da mais recente à mais antiga',
  listFailed: 'Não foi possível carregar as campanhas enviadas.',
  empty: 'Nenhuma campanha enviada ainda.',
  emptyHint: 'Cada pergunta enviada aparece aqui com as respostas dos pacientes.',
  columns: {
    id: 'Campanha',
    sentAt: 'Enviada em',
    sentBy: 'Enviada por',
    filters: 'Filtros',
    yes: 'Sim',
    no: 'Não',
    pending: 'Sem resposta',
    unreachable: 'Sem conta',
    actions: 'Ações',
  },
  /** 'CONSULTAS, CONSULTA EM CARDIOLOGIA, todas as unidades, Solicitado, 90 dias ou mais na fila'. */
  filters: ({ service, procedure, unit, status, minDays }: CampaignFilterWords) =>
    [
      service,
      procedure || 'todos os procedimentos',
      unit || 'todas as unidades',
      statusLabel(status),
      `${plural(minDays, 'dia', 'dias')} ou mais na fila`,
    ].join(', '),
  campaignOf: (id: number) => `campanha ${id}`,
  showAnswers: 'Ver respostas',
  hideAnswers: 'Ocultar respostas',
  exportAnswers: 'Exportar respostas (CSV)',
  exportUnreachable: 'Exportar sem conta (CSV)',
  exportFailed: 'Não foi possível exportar. Tente novamente.',

  answersTitle: (id: number) => `Respostas da campanha ${id}`,
  answersCaption: 'Respostas dos pacientes',
  answersFailed: 'Não foi possível carregar as respostas.',
  answersEmpty:
    'Nenhum paciente desta campanha tem conta no portal: todos estão na lista para ligação.',
  closeAnswers: 'Fechar respostas',
  answerColumns: {
    patient: 'Paciente',
    cns: 'CNS',
    procedure: 'Procedimento',
    unit: 'Unidade solicitante',
    days: 'Dias na fila',
    answer: 'Resposta',
    phone: 'Telefone',
    email: 'E-mail',
  },
  notInformed: 'Não informado',
} as const;
