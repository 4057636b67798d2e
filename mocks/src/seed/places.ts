/** Clients (municipalities of Rio de Janeiro's Baixada Fluminense and the state), cities, health units. */
import type { Data } from '../db/types';

export interface ClientSeed {
  id: number;
  name: string;
  code: string;
  ibge: string;
  uf: string;
  type: 'MUNICIPIO' | 'ESTADO';
  /** Queue rows the seed creates for this client. */
  queueRows: number;
  portalActive: boolean;
}

/** The main demo client is Mesquita (IBGE 3302858, the county option of the spec). */
export const clientSeeds: ClientSeed[] = [
  {
    id: 1,
    name: 'Prefeitura Municipal de Mesquita',
    code: '3302858',
    ibge: '3302858',
    uf: 'RJ',
    type: 'MUNICIPIO',
    queueRows: 3600,
    portalActive: true,
  },
  {
    id: 2,
    name: 'Secretaria de Estado de Saúde do Rio de Janeiro',
    code: '33',
    ibge: '33',
    uf: 'RJ',
    type: 'ESTADO',
    queueRows: 400,
    portalActive: true,
  },
  {
    id: 3,
    name: 'Prefeitura Municipal de Nilópolis',
    code: '3303203',
    ibge: '3303203',
    uf: 'RJ',
    type: 'MUNICIPIO',
    queueRows: 300,
    portalActive: true,
  },
  {
    id: 4,
    name: 'Prefeitura Municipal de Queimados',
    code: '3304144',
    ibge: '3304144',
    uf: 'RJ',
    type: 'MUNICIPIO',
    queueRows: 0,
    portalActive: false,
  },
];

/** Municipalities of Rio de Janeiro (IBGE codes) and a few of neighbouring states. */
const cityList: Array<[name: string, uf: string, ibge: string, cep: string]> = [
  ['Angra dos Reis', 'RJ', '3300100', '23900-000'],
  ['Araruama', 'RJ', '3300209', '28970-000'],
  ['Barra Mansa', 'RJ', '3300407', '27300-000'],
  ['Belford Roxo', 'RJ', '3300456', '26100-000'],
  ['Cabo Frio', 'RJ', '3300704', '28900-000'],
  ['Campos dos Goytacazes', 'RJ', '3301009', '28000-000'],
  ['Duque de Caxias', 'RJ', '3301702', '25000-000'],
  ['Itaboraí', 'RJ', '3301900', '24800-000'],
  ['Itaguaí', 'RJ', '3302007', '23800-000'],
  ['Japeri', 'RJ', '3302270', '26380-000'],
  ['Macaé', 'RJ', '3302403', '27900-000'],
  ['Magé', 'RJ', '3302502', '25900-000'],
  ['Maricá', 'RJ', '3302700', '24900-000'],
  ['Mesquita', 'RJ', '3302858', '26550-000'],
  ['Nilópolis', 'RJ', '3303203', '26500-000'],
  ['Niterói', 'RJ', '3303302', '24000-000'],
  ['Nova Friburgo', 'RJ', '3303401', '28600-000'],
  ['Nova Iguaçu', 'RJ', '3303500', '26000-000'],
  ['Paracambi', 'RJ', '3303609', '26600-000'],
  ['Petrópolis', 'RJ', '3303906', '25600-000'],
  ['Queimados', 'RJ', '3304144', '26300-000'],
  ['Resende', 'RJ', '3304201', '27500-000'],
  ['Rio de Janeiro', 'RJ', '3304557', '20000-000'],
  ['São Gonçalo', 'RJ', '3304904', '24400-000'],
  ['São João de Meriti', 'RJ', '3305109', '25500-000'],
  ['Seropédica', 'RJ', '3305554', '23890-000'],
  ['Teresópolis', 'RJ', '3305802', '25950-000'],
  ['Volta Redonda', 'RJ', '3306305', '27200-000'],
  ['Belo Horizonte', 'MG', '3106200', '30000-000'],
  ['Juiz de Fora', 'MG', '3136702', '36000-000'],
  ['São Paulo', 'SP', '3550308', '01000-000'],
  ['Campinas', 'SP', '3509502', '13000-000'],
  ['Vitória', 'ES', '3205309', '29000-000'],
  ['Vila Velha', 'ES', '3205200', '29100-000'],
];

export const cities: Array<Data<'cidade'>> = cityList.map(([name, uf, ibgeCode, cep], i) => ({
  id: i + 1,
  name,
  uf,
  ibgeCode,
  cep,
}));

export const cityIdOfIbge = (ibge: string): number =>
  cities.find((c) => c.ibgeCode === ibge)?.id ?? 0;

/** Health units by role, per client code: names as a municipal network would have them. */
const unitNames: Record<string, Record<'SOLICITANTE' | 'REGULADORA' | 'EXECUTANTE', string[]>> = {
  '3302858': {
    SOLICITANTE: [
      'UBS Jacutinga',
      'UBS Chatuba',
      'UBS Santo Elias',
      'Clínica da Família Vila Emil',
      'ESF Cosmorama',
      'ESF Banco de Areia',
      'UBS Juscelino',
      'ESF Coreia',
      'Policlínica Mesquita',
      'UPA 24h Mesquita',
    ],
    REGULADORA: ['Central de Regulação de Mesquita', 'Núcleo Interno de Regulação - Policlínica'],
    EXECUTANTE: [
      'Hospital Municipal de Mesquita',
      'Policlínica Mesquita',
      'Centro de Especialidades Odontológicas',
      'Hospital Geral de Nova Iguaçu',
      'Clínica de Imagem Baixada',
      'Laboratório Municipal de Mesquita',
      'Hospital da Mulher Mariska Ribeiro',
    ],
  },
  '33': {
    SOLICITANTE: [
      'Hospital Estadual Adão Pereira Nunes',
      'Hospital Estadual Alberto Torres',
      'Hospital Estadual Getúlio Vargas',
      'UPA 24h Nova Iguaçu I',
    ],
    REGULADORA: ['Central Estadual de Regulação - REUNI-RJ'],
    EXECUTANTE: [
      'Instituto Estadual do Cérebro Paulo Niemeyer',
      'Instituto Estadual de Cardiologia Aloysio de Castro',
      'Hospital Estadual da Mãe',
      'Rio Imagem',
    ],
  },
  '3303203': {
    SOLICITANTE: ['UBS Olinda', 'UBS Novo Horizonte', 'ESF Nova Cidade', 'ESF Paiol de Pólvora'],
    REGULADORA: ['Central de Regulação de Nilópolis'],
    EXECUTANTE: ['Hospital Municipal de Nilópolis', 'Policlínica de Nilópolis'],
  },
  '3304144': {
    SOLICITANTE: ['UBS Vila Camarim', 'ESF Parque Ipanema'],
    REGULADORA: ['Central de Regulação de Queimados'],
    EXECUTANTE: ['Hospital Municipal de Queimados'],
  },
};

export function unitsOf(code: string) {
  return unitNames[code] ?? { SOLICITANTE: [], REGULADORA: [], EXECUTANTE: [] };
}

export function buildUnits(): Array<Data<'unidade'>> {
  const rows: Array<Data<'unidade'>> = [];
  for (const [code, byRole] of Object.entries(unitNames)) {
    for (const [role, names] of Object.entries(byRole)) {
      for (const name of names) {
        rows.push({
          uni_id: rows.length + 1,
          uni_codigo_cliente: code,
          nome_unidade_saude: name,
          role,
        });
      }
    }
  }
  return rows;
}
