/** Fixed lists: services and procedures, statuses, priorities, and the spec's enumerations. */
import type { Data } from '../db/types';

export const QUEUE_STATUSES = [
  { value: 'SOLICITADO', name: 'Solicitado' },
  { value: 'AGENDADO', name: 'Agendado' },
  { value: 'EFETIVADO', name: 'Efetivado' },
  { value: 'PARCIALMENTE_ATENDIDO', name: 'Parcialmente atendido' },
  { value: 'DEVOLVIDO', name: 'Devolvido' },
] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number]['value'];

/** Regulation priorities, most urgent first (P1 red … P4 blue in the risk classification). */
export const PRIORITIES = ['P1', 'P2', 'P3', 'P4'] as const;

export const services: Array<Data<'servico'>> = [
  { value: 'CONSULTAS', name: 'Consultas' },
  { value: 'EXAMES', name: 'Exames' },
  { value: 'CIRURGIAS', name: 'Cirurgias' },
  { value: 'TERAPIAS', name: 'Terapias' },
];

const procedureList: Record<string, string[]> = {
  CONSULTAS: [
    'CONSULTA EM CARDIOLOGIA',
    'CONSULTA EM ORTOPEDIA E TRAUMATOLOGIA',
    'CONSULTA EM OFTALMOLOGIA',
    'CONSULTA EM NEUROLOGIA',
    'CONSULTA EM DERMATOLOGIA',
    'CONSULTA EM ENDOCRINOLOGIA',
    'CONSULTA EM UROLOGIA',
    'CONSULTA EM GINECOLOGIA',
    'CONSULTA EM PSIQUIATRIA',
    'CONSULTA EM OTORRINOLARINGOLOGIA',
    'CONSULTA EM PNEUMOLOGIA',
    'CONSULTA EM REUMATOLOGIA',
  ],
  EXAMES: [
    'ULTRASSONOGRAFIA DE ABDOMEN TOTAL',
    'TOMOGRAFIA COMPUTADORIZADA DE CRANIO',
    'RESSONANCIA MAGNETICA DE JOELHO',
    'ECOCARDIOGRAMA TRANSTORACICO',
    'MAMOGRAFIA BILATERAL PARA RASTREAMENTO',
    'ENDOSCOPIA DIGESTIVA ALTA',
    'COLONOSCOPIA',
    'ELETROCARDIOGRAMA',
    'DENSITOMETRIA OSSEA DUO-ENERGETICA',
    'HOLTER 24 HORAS',
  ],
  CIRURGIAS: [
    'FACOEMULSIFICACAO COM IMPLANTE DE LENTE INTRA-OCULAR',
    'HERNIOPLASTIA INGUINAL UNILATERAL',
    'COLECISTECTOMIA VIDEOLAPAROSCOPICA',
    'HISTERECTOMIA TOTAL',
  ],
  TERAPIAS: ['SESSAO DE FISIOTERAPIA', 'SESSAO DE FONOAUDIOLOGIA', 'SESSAO DE PSICOTERAPIA'],
};

export const procedures: Array<Data<'procedimento'>> = Object.entries(procedureList)
  .flatMap(([servico, names]) =>
    names.map((procedimento) => ({ pro_id: 0, procedimento, servico })),
  )
  .map((row, i) => ({ ...row, pro_id: i + 1 }));

export const civilStates: Array<Data<'estadoCivil'>> = [
  'Solteiro(a)',
  'Casado(a)',
  'Viúvo(a)',
  'Separado(a) judicialmente',
  'União consensual',
  'Ignorado',
  'Não informado',
].map((ecv_nome, i) => ({ ecv_id: i + 1, ecv_nome, ecv_codigo: String(i + 1) }));

export const dependents: Array<Data<'dependente'>> = [
  'Nenhum',
  'Filho(a)',
  'Cônjuge',
  'Pai/Mãe',
  'Enteado(a)',
  'Outro',
].map((dep_nome, i) => ({ dep_id: i + 1, dep_nome }));

export const notificationTypes: Array<Data<'tipoNotificacao'>> = [
  'Informativo',
  'Lembrete de consulta',
  'Chatbot',
  'Campanha de saúde',
].map((tno_nome, i) => ({ tno_id: i + 1, tno_nome }));

/** 1 enviado … 6 lido; 7 cancelado and 8 removido exist only in the filters' display list. */
export const interactionTypes: Array<Data<'tipoInteracao'>> = [
  'enviado',
  'entregue',
  'agendado',
  'exibido',
  'aberto',
  'lido',
].map((tin_nome, i) => ({ tin_id: i + 1, tin_nome }));

export const INTERACTION = {
  enviado: 1,
  entregue: 2,
  agendado: 3,
  exibido: 4,
  aberto: 5,
  lido: 6,
  cancelado: 7,
  removido: 8,
} as const;
