/**
 * The seed's requests about personal data and its access log ('Meus dados', LGPD): a few requests
 * of Mesquita's patients for the Portal Gerencial's list (one past its deadline, one near it, one
 * answered) and the accesses behind them. The demo patient has none: their journey starts clean.
 */
import { addDays, toDay } from '../core/time';
import type { Data } from '../db/types';
import { DEMO } from './people';

const MESQUITA = 1;
/** Seeded staff of Mesquita (buildClientUsers: 1 is 'Administrador Mesquita'). */
const ADMIN = { id: 1, name: 'Administrador Mesquita' };

export function buildDataSubject(
  now: number,
  patients: ReadonlyArray<Data<'usuario'>>,
): {
  solicitacaoTitular: Array<Data<'solicitacaoTitular'>>;
  acessoDados: Array<Data<'acessoDados'>>;
} {
  const byCpf = (cpf: string) => patients.find((p) => p.usu_cpf === cpf)!;
  const joao = byCpf(DEMO.firstVisit.cpf);
  const carlos = byCpf(DEMO.manyRequests.cpf);
  const at = (daysAgo: number, hour: number) =>
    `${toDay(addDays(now, -daysAgo))} ${String(hour).padStart(2, '0')}:00:00`;
  const of = (p: Data<'usuario'>) => ({
    sot_id_usuarios: p.usu_id,
    sot_id_clientes: MESQUITA,
    sot_nome_usuario: p.usu_nome_usuario,
    sot_cpf: p.usu_cpf,
  });
  const open = {
    sot_situacao: 'aberta',
    sot_resposta: null,
    sot_respondido_em: null,
    sot_respondido_por_id: null,
    sot_respondido_por_nome: null,
  };
  const solicitacaoTitular: Array<Data<'solicitacaoTitular'>> = [
    {
      sot_id: 1,
      ...of(carlos),
      sot_tipo: 'correcao',
      sot_campos: 'E-mail',
      sot_correcao: 'carlos.e.nogueira@exemplo.com.br',
      sot_criado_em: at(30, 12),
      sot_situacao: 'atendida',
      sot_resposta: 'E-mail corrigido no cadastro do aplicativo.',
      sot_respondido_em: at(27, 13),
      sot_respondido_por_id: ADMIN.id,
      sot_respondido_por_nome: ADMIN.name,
    },
    {
      sot_id: 2,
      ...of(joao),
      sot_tipo: 'correcao',
      sot_campos: 'Nome da mãe',
      sot_correcao: 'Rosa Ferreira Lima da Silva',
      sot_criado_em: at(18, 13),
      ...open,
    },
    {
      sot_id: 3,
      ...of(carlos),
      sot_tipo: 'correcao',
      sot_campos: 'Telefone',
      sot_correcao: '(21) 97654-0000',
      sot_criado_em: at(4, 14),
      ...open,
    },
  ];
  const access = (id: number, patient: Data<'usuario'>, daysAgo: number, hour: number) => ({
    acd_id: id,
    acd_id_usuarios: patient.usu_id,
    acd_em: at(daysAgo, hour),
    acd_perfil: 'Administrador municipal',
    acd_id_clientes: MESQUITA,
    acd_municipio: 'Prefeitura Municipal de Mesquita',
    acd_finalidade: 'Consulta aos dados do usuário no Portal Gerencial',
    acd_id_usc: ADMIN.id,
  });
  return {
    solicitacaoTitular,
    acessoDados: [access(1, carlos, 28, 9), access(2, carlos, 3, 10), access(3, joao, 17, 11)],
  };
}
