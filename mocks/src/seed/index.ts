/**
 * The deterministic seed: the same data on every run (fixed random seeds, fixed clock), so stories,
 * tests and screenshots see the same sandbox. Each part draws from its own random stream: changing
 * one part does not reshuffle the others.
 */
import { emblemPng } from '../core/images';
import { addDays, parseLocal, toMoment } from '../core/time';
import type { Data, Snapshot } from '../db/types';
import {
  civilStates,
  dependents,
  interactionTypes,
  notificationTypes,
  procedures,
  services,
} from './catalog';
import { buildContent } from './content';
import { buildDataSubject } from './dataSubject';
import { buildFeeds, feedImageUrl, SYSTEM_FOLDER } from './feeds';
import { buildNotifications } from './notifications';
import { buildOpenDataHistory } from './openDataHistory';
import { buildPanel } from './panel';
import { buildClientUsers, buildPanelOperators, buildPatients } from './people';
import { buildUnits, cities, cityIdOfIbge, clientSeeds } from './places';
import { buildQueue } from './queue';
import { createRandom } from './random';

/** The seed's "now": the moment of the last queue refresh. */
export const SEED_NOW = '2026-11-20 18:42:07';

export const sandboxFeeds = buildFeeds(SEED_NOW);

function buildImports(now: number): Array<Data<'importacao'>> {
  const rejected = [{ linha: 214, campo: 'fir_cns', mensagem: 'O CNS deve ter 15 dígitos' }];
  const history: Array<[string, string, number, number, number, typeof rejected]> = [
    ['fila_regulacao_2026-11-06.csv', 'CONCLUIDO', 14, 3512, 3512, []],
    ['fila_regulacao_2026-11-13.csv', 'CONCLUIDO', 7, 3577, 3577, []],
    ['fila_regulacao_2026-11-19.csv', 'FALHOU', 1, 3590, 0, rejected],
    ['fila_regulacao_2026-11-20.csv', 'CONCLUIDO', 0.1, 3608, 3608, []],
  ];
  return history.map(([file, status, daysAgo, read, imported, errors], i) => ({
    ims_id: i + 1,
    ims_id_clientes: 1,
    ims_nome_arquivo: file,
    ims_situacao: status,
    ims_alterado_em: addDays(now, -daysAgo),
    ims_linhas_lidas: read,
    ims_linhas_importadas: imported,
    ims_erros: JSON.stringify(errors),
    ims_total_erros: errors.length,
    // Imports from before the counts existed: the status has none.
    ims_linhas_adicionadas: null,
    ims_linhas_atualizadas: null,
    ims_linhas_inalteradas: null,
    ims_avisos: '[]',
    ims_total_avisos: 0,
    ims_avisos_pacientes: null,
  }));
}

function build(): Snapshot {
  const now = parseLocal(SEED_NOW);
  const cliente: Array<Data<'cliente'>> = [];
  const configuracao: Array<Data<'configuracao'>> = [];
  const fila: Array<Data<'fila'>> = [];
  for (const client of clientSeeds) {
    cliente.push({
      cli_id: client.id,
      cli_nome: client.name,
      cli_codigo: client.code,
      cli_codigo_municipio_ibge: client.ibge,
    });
    configuracao.push({
      coc_id: client.id,
      coc_codigo_clientes: client.code,
      coc_uf: client.uf,
      coc_id_cidade: cityIdOfIbge(client.ibge),
      coc_tipo: client.type,
      coc_tempo_antedimento: client.type === 'ESTADO' ? 90 : 60,
      coc_logo: feedImageUrl(900 + client.id, `logo-${client.code}.png`),
      coc_ativo_portal: client.portalActive,
      coc_link_lei_transparencia_fila:
        'https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2011/lei/l12527.htm',
      coc_horas_notificar_novamente: 24,
      coc_avisos_automaticos: true,
      // The demo municipality has named its encarregado (LGPD art. 41); the others not yet, so
      // /privacidade shows both states. A fictitious person at an example domain.
      ...(client.id === 1
        ? {
            coc_encarregado_nome: 'Renata Moreira Lopes',
            coc_encarregado_email: 'encarregado.dados@exemplo.gov.br',
            coc_encarregado_telefone: '2127970000',
          }
        : {
            coc_encarregado_nome: null,
            coc_encarregado_email: null,
            coc_encarregado_telefone: null,
          }),
      coc_link_privacidade: null,
    });
    fila.push(...buildQueue(createRandom(`queue:${client.code}`), now, client, fila.length + 1));
  }
  const usuario = buildPatients(createRandom('patients'), now);
  const imports = buildImports(now);
  const recipients = usuario
    .filter((u) => u.usu_status === 2 && u.usu_cpf && u.usu_id_clientes === 1)
    .map((u) => ({ cpf: u.usu_cpf as string, name: u.usu_nome_usuario }));
  const content = buildContent(createRandom('content'), now, sandboxFeeds);
  const logos = clientSeeds.map((client) => ({
    ane_id: 900 + client.id,
    ane_pasta: SYSTEM_FOLDER,
    ane_nome_completo: `logo-${client.code}.png`,
    ane_caminho: feedImageUrl(900 + client.id, `logo-${client.code}.png`),
    ane_tipo: 'image/png',
    ane_conteudo: emblemPng(client.name),
  }));

  return {
    version: 1,
    meta: { lastCheck: SEED_NOW },
    tables: {
      cliente,
      configuracao,
      cidade: cities,
      unidade: buildUnits(),
      servico: services,
      procedimento: procedures,
      fila,
      usuario,
      estadoCivil: civilStates,
      dependente: dependents,
      faleConosco: [
        {
          fac_id: 1,
          fac_nome: 'Carla Souza Nunes',
          fac_email: 'carla.nunes@exemplo.com.br',
          fac_telefone: '21987001234',
          fac_descricao: 'Não consigo acessar o aplicativo depois de trocar de celular.',
          fac_criado_em: toMoment(addDays(now, -2)),
        },
      ],
      usuarioCliente: buildClientUsers(createRandom('client-users')),
      remocaoUsuarioCliente: [],
      operadorPainel: buildPanelOperators(),
      sessao: [],
      importacao: imports,
      // The seed's imports are history: none of them can be undone.
      importacao_desfazer: [],
      historicoAberto: buildOpenDataHistory(fila, imports, clientSeeds),
      avisoSituacao: [],
      inscricaoPush: [],
      campanhaInteresse: [],
      perguntaInteresse: [],
      ...buildDataSubject(now, usuario),
      categoria: content.categorias,
      publicoAlvo: content.publicoAlvo,
      anexo: [...content.anexos, ...logos],
      noticia: content.noticias,
      rss: content.rss,
      blipBot: content.blipBots,
      tipoNotificacao: notificationTypes,
      tipoInteracao: interactionTypes,
      ...buildNotifications(createRandom('notifications'), now, recipients),
      ...buildPanel(createRandom('panel'), now),
    },
  };
}

let cached: Snapshot | undefined;

/** The seed as a snapshot; built once per process and never mutated (restore clones rows). */
export function seedSnapshot(): Snapshot {
  cached ??= build();
  return cached;
}
