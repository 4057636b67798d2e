import { describe, expect, it } from 'vitest';
import { buildWhereKey, orNotInformed, translateCallStatus } from './panel';

describe('call-status translations of the movement log', () => {
  it.each([
    ['doctorCallStatus STARTED', 'Iniciado pelo médico'],
    ['doctorCallStatus CLOSED', 'Finalizado pelo médico'],
    ['patientCallStatus STARTED', 'Iniciado no paciente'],
    ['patientCallStatus ACCEPTED', 'Ligação atendida pelo paciente'],
    ['patientCallStatus CANCELLED', 'Ligação encerrada pelo paciente'],
    ['patientCallStatus CANCEL', 'Ligação encerrada pelo paciente'],
    ['patientCallStatus REJECTED', 'Ligação rejeitada pelo paciente'],
    ['patientCallStatus CLOSED', 'Ligação encerrada no paciente'],
    ['patientCallStatus: ACCEPTED', 'Ligação atendida pelo paciente'],
    ['doctorCallStatus_STARTED', 'Iniciado pelo médico'],
    ['doctorCallStatus REJECTED', 'doctorCallStatus REJECTED'],
    ['via Controle Teleconsulta', 'via Controle Teleconsulta'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (subtype, expected) => expect(translateCallStatus(subtype)).toBe(expected));
});

describe('panel search and values', () => {
  it.each([
    ['tml_cpf', ' 529 ', { tml_cpf: '529' }],
    ['tsa_protocolo', 'ABC', { tsa_protocolo: 'ABC' }],
    [null, 'ABC', null],
    ['', 'ABC', null],
  ])('field %s with %j → %j', (key, text, expected) => {
    expect(buildWhereKey(key, text)).toEqual(expected);
  });

  it.each([
    [null, 'Não informado'],
    [undefined, 'Não informado'],
    ['', 'Não informado'],
    [0, '0'],
    ['Maria', 'Maria'],
  ])('%s → %s', (value, expected) => expect(orNotInformed(value)).toBe(expected));
});
