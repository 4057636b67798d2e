/**
 * The seed's wait figures by priority class, as the screens write them (stories of the search's
 * box, the dashboard and /como-calculamos read the same mock backend).
 */
const FEW = 'poucos casos atendidos nos últimos 12 meses para estimar (menos de 20).';

/** CONSULTA EM CARDIOLOGIA: only P3 (32 cases) has figures. */
export const CARDIOLOGY_CLASS_LINES = [
  `Emergência: ${FEW}`,
  `Urgência: ${FEW}`,
  'Prioritário: metade em até 70 dias; 9 em cada 10, em até 154 dias. (32 atendidos)',
  `Eletivo: ${FEW}`,
];

/** The whole of Consultas: every class but P1 has figures. */
export const CONSULTAS_CLASS_LINES = [
  `Emergência: ${FEW}`,
  'Urgência: metade em até 73 dias; 9 em cada 10, em até 138 dias. (57 atendidos)',
  'Prioritário: metade em até 68 dias; 9 em cada 10, em até 149 dias. (124 atendidos)',
  'Eletivo: metade em até 59 dias; 9 em cada 10, em até 118 dias. (60 atendidos)',
];
