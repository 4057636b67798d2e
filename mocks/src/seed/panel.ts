/** Control panel history: movement log, room history with NPS, created rooms with samples. */
import { generateCpf } from '../core/documents';
import { toDay, toMoment } from '../core/time';
import type { Data } from '../db/types';
import { personName, professionalName } from './names';
import type { Random } from './random';

export const CALL_SUBTYPES = [
  'doctorCallStatus STARTED',
  'doctorCallStatus CLOSED',
  'patientCallStatus STARTED',
  'patientCallStatus ACCEPTED',
  'patientCallStatus CANCELLED',
  'patientCallStatus CANCEL',
  'patientCallStatus REJECTED',
  'patientCallStatus CLOSED',
] as const;
export const LOG_ORIGINS = ['app', 'web'] as const;

export interface PanelSeed {
  logTeleconsulta: Array<Data<'logTeleconsulta'>>;
  salaHistorico: Array<Data<'salaHistorico'>>;
  nps: Array<Data<'nps'>>;
  videochamadaLog: Array<Data<'videochamadaLog'>>;
}

export const protocolOf = (instant: number, seq: number) =>
  `${toDay(instant).replace(/-/g, '')}${String(seq).padStart(5, '0')}`;

const npsNotes = [
  'Atendimento excelente, médico muito atencioso.',
  'A chamada caiu uma vez, mas o médico retornou.',
  'Demorou para entrar na sala.',
  'Gostei muito, não precisei sair de casa.',
  'Áudio ruim no começo da consulta.',
  '',
];

/** A series of samples: round-trip times (ms) and connection levels (1 excellent … 6 down). */
function samples(random: Random, count: number) {
  const rtt: number[] = [];
  const level: number[] = [];
  let r = random.int(40, 120);
  let l = random.int(1, 2);
  for (let i = 0; i < count; i++) {
    r = Math.max(15, Math.min(900, r + random.int(-30, 35)));
    l = Math.max(1, Math.min(6, l + random.pick([-1, 0, 0, 0, 0, 1])));
    rtt.push(r);
    level.push(l);
  }
  return { rtt, level };
}

export function buildPanel(random: Random, now: number): PanelSeed {
  const out: PanelSeed = { logTeleconsulta: [], salaHistorico: [], nps: [], videochamadaLog: [] };
  const patients = Array.from({ length: 90 }, () => ({
    name: personName(random),
    cpf: generateCpf(random),
  }));
  const doctors = Array.from({ length: 12 }, () => professionalName(random));

  for (let i = 0; i < 320; i++) {
    const who = random.pick(patients);
    const created = now - random.int(0, 60 * 24 * 60) * 60_000;
    const protocol = protocolOf(created, i + 1);
    const waitSeconds = random.int(20, 1500);
    const duration = random.int(240, 2400);
    const doctor = random.pick(doctors);
    out.salaHistorico.push({
      tsa_id: i + 1,
      tsa_cpf: who.cpf,
      tsa_protocolo: protocol,
      tsa_created_at: toMoment(created),
      tsa_updated_at: toMoment(created + (waitSeconds + duration) * 1000),
      tsa_paciente_nome: who.name,
      tsa_profissional_nome: doctor,
      tsa_tempo_espera: waitSeconds,
      tsa_duracao_consulta: duration,
    });
    if (random.chance(0.55)) {
      out.nps.push({
        tnp_id: out.nps.length + 1,
        tnp_protocolo: protocol,
        tnp_paciente_nome: who.name,
        tnp_cpf: who.cpf,
        tnp_nota: random.weighted([
          [10, 30],
          [9, 22],
          [8, 15],
          [7, 10],
          [6, 6],
          [5, 5],
          [4, 4],
          [3, 3],
          [2, 2],
          [1, 2],
          [0, 1],
        ] as const),
        tnp_observacao: random.pick(npsNotes),
        tnp_tempo_espera: waitSeconds,
        tnp_duracao_consulta: duration,
      });
    }
    // Each room leaves a few movements in the log.
    const steps = random.int(2, 4);
    for (let s = 0; s < steps; s++) {
      const subtype = s === 0 ? 'doctorCallStatus STARTED' : random.pick(CALL_SUBTYPES.slice(1));
      const byDoctor = subtype.startsWith('doctor');
      out.logTeleconsulta.push({
        tml_id: out.logTeleconsulta.length + 1,
        tml_cpf: who.cpf,
        tml_protocolo: protocol,
        tml_created_at: toMoment(created + s * random.int(30, 600) * 1000),
        tml_origem: random.pick(LOG_ORIGINS),
        tml_paciente_nome: byDoctor ? null : who.name,
        tml_profissional_nome: byDoctor ? doctor : random.chance(0.5) ? doctor : null,
        tml_subtype: subtype,
      });
    }
  }

  for (const system of ['app', 'minhaConsulta'] as const) {
    for (let i = 0; i < 36; i++) {
      const created = now - random.int(0, 30 * 24 * 60) * 60_000;
      const patient = samples(random, random.int(24, 60));
      const doctor = samples(random, patient.rtt.length);
      out.videochamadaLog.push({
        vcl_id: out.videochamadaLog.length + 1,
        vcl_sistema: system,
        vcl_nome_sala: `${system === 'app' ? 'app' : 'mc'}-${protocolOf(created, i + 1)}`,
        vcl_paciente_nome: random.pick(patients).name,
        vcl_paciente_updated_at: toMoment(created + patient.rtt.length * 5000),
        vcl_funcionario_nome: random.pick(doctors),
        vcl_profissional_updated_at: toMoment(created + doctor.rtt.length * 5000),
        vcl_created_at: toMoment(created),
        vcl_paciente_rtt_array: patient.rtt,
        vcl_paciente_level_array: patient.level,
        vcl_profissional_rtt_array: doctor.rtt,
        vcl_profissional_level_array: doctor.level,
      });
    }
  }
  return out;
}
