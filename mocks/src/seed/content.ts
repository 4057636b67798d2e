/** News (with categories, audiences and images), RSS registrations and Blip bots. */
import { bannerPng, textToBase64 } from '../core/images';
import { addDays, toDay, toMoment } from '../core/time';
import type { Data } from '../db/types';
import { feedImages, feedImageUrl, SYSTEM_FOLDER, type SandboxFeed } from './feeds';
import { cities } from './places';
import type { Random } from './random';

const categoryNames: Array<[string, string]> = [
  ['Saúde', 'Notícias gerais da rede municipal de saúde'],
  ['Vacinação', 'Campanhas e calendário de vacinação'],
  ['Atenção Básica', 'Unidades básicas e Clínicas da Família'],
  ['Regulação', 'Filas, agendamentos e transparência'],
  ['Avisos', 'Comunicados de serviço'],
];
const audienceNames = ['Todos', 'Idosos', 'Gestantes', 'Crianças', 'Pessoas com deficiência'];

const newsSeeds: Array<[title: string, description: string, daysFromNow: number, days: number]> = [
  [
    'Vacinação contra a gripe nas UBS',
    'Doses disponíveis para maiores de 6 meses em todas as unidades básicas. Leve o cartão de vacinação.',
    -20,
    60,
  ],
  [
    'Mutirão de exames de imagem no sábado',
    'A Policlínica fará ultrassonografias e mamografias em regime de mutirão para reduzir a fila.',
    -6,
    20,
  ],
  [
    'Novo horário das Clínicas da Família',
    'Quatro unidades passam a atender até as 20h, de segunda a sexta-feira.',
    -3,
    90,
  ],
  [
    'Campanha Novembro Azul',
    'Homens a partir de 50 anos podem agendar consulta de rotina com o urologista.',
    -15,
    30,
  ],
  [
    'Aplicativo ganha consulta da fila',
    'Agora é possível acompanhar suas solicitações de consulta e exame pelo aplicativo.',
    -40,
    365,
  ],
  [
    'Atualize seu cadastro no SUS',
    'Mantenha telefone e endereço atualizados para receber avisos de agendamento.',
    -60,
    120,
  ],
  [
    'Dia D de multivacinação',
    'Crianças e adolescentes podem atualizar a caderneta em todas as unidades.',
    5,
    10,
  ],
  [
    'Semana da saúde da mulher',
    'Exames preventivos e mamografias com agendamento facilitado.',
    12,
    14,
  ],
  [
    'Cuidados com a dengue',
    'Elimine a água parada e procure a unidade em caso de febre alta.',
    -90,
    80,
  ],
  [
    'Farmácia Popular amplia lista de medicamentos',
    'Mais medicamentos gratuitos para hipertensão e diabetes.',
    -120,
    365,
  ],
  [
    'Teleconsulta para retorno de especialidades',
    'Pacientes em acompanhamento podem fazer o retorno por vídeo.',
    -8,
    180,
  ],
  [
    'Inscrições para grupo de tabagismo',
    'Grupos de apoio para parar de fumar começam no próximo mês.',
    20,
    30,
  ],
];

export interface ContentSeed {
  categorias: Array<Data<'categoria'>>;
  publicoAlvo: Array<Data<'publicoAlvo'>>;
  noticias: Array<Data<'noticia'>>;
  anexos: Array<Data<'anexo'>>;
  rss: Array<Data<'rss'>>;
  blipBots: Array<Data<'blipBot'>>;
}

export function buildContent(random: Random, now: number, feeds: SandboxFeed[]): ContentSeed {
  const out: ContentSeed = {
    categorias: [],
    publicoAlvo: [],
    noticias: [],
    anexos: [],
    rss: [],
    blipBots: [],
  };
  for (const clientId of [1, 2, 3]) {
    for (const [cat_nome, cat_descricao] of categoryNames) {
      out.categorias.push({
        cat_id: out.categorias.length + 1,
        cat_id_clientes: clientId,
        cat_nome,
        cat_descricao,
      });
    }
    for (const pua_nome of audienceNames) {
      out.publicoAlvo.push({
        pua_id: out.publicoAlvo.length + 1,
        pua_id_clientes: clientId,
        pua_nome,
      });
    }
  }

  for (const image of feedImages) {
    out.anexos.push({
      ane_id: image.id,
      ane_pasta: SYSTEM_FOLDER,
      ane_nome_completo: image.file,
      ane_caminho: feedImageUrl(image.id, image.file),
      ane_tipo: 'image/png',
      ane_conteudo: bannerPng(image.label),
    });
  }

  const stateCities = cities.filter((c) => c.uf === 'RJ');
  const newsFor: Array<[clientId: number, count: number]> = [
    [1, newsSeeds.length],
    [2, 6],
    [3, 3],
  ];
  for (const [clientId, count] of newsFor) {
    const ownCategories = out.categorias.filter((c) => c.cat_id_clientes === clientId);
    const ownAudiences = out.publicoAlvo.filter((p) => p.pua_id_clientes === clientId);
    for (const [title, description, daysFromNow, days] of newsSeeds.slice(0, count)) {
      const nov_id = out.noticias.length + 1;
      const ane_id = out.anexos.length + 1;
      const file = `noticia-${nov_id}.png`;
      out.anexos.push({
        ane_id,
        ane_pasta: nov_id,
        ane_nome_completo: file,
        ane_caminho: `/api/public/attachment/folder-${nov_id}/attachment-${ane_id}/${file}`,
        ane_tipo: 'image/png',
        ane_conteudo: bannerPng(title),
      });
      const published = addDays(now, daysFromNow);
      out.noticias.push({
        nov_id,
        nov_id_clientes: clientId,
        nov_titulo: title,
        nov_descricao: description,
        nov_data_publicacao: toDay(published),
        nov_data_expiracao: toDay(addDays(published, days)),
        nov_url: `https://www.mesquita.rj.gov.br/pmm/noticias/${nov_id}`,
        nov_id_categoria_principal: random.pick(ownCategories).cat_id,
        nov_categorias_secundarias: random.chance(0.4) ? [random.pick(ownCategories).cat_id] : [],
        nov_publico_alvo: [random.pick(ownAudiences).pua_id],
        nov_prioridade_publico_alvo: random.chance(0.2),
        nov_id_anexo: ane_id,
        nov_cidades:
          clientId === 2
            ? [...new Set([random.pick(stateCities).id, random.pick(stateCities).id])]
            : [],
      });
    }
  }

  const registrations: Array<[clientId: number, url: string, active: boolean, daysAgo: number]> = [
    [1, feeds[0]!.url, true, 200],
    [1, feeds[1]!.url, true, 150],
    [1, feeds[4]!.url, true, 30],
    [1, feeds[2]!.url, false, 90],
    [2, feeds[3]!.url, true, 120],
    [2, feeds[0]!.url, true, 60],
    [3, feeds[1]!.url, true, 45],
  ];
  for (const [clientId, url, active, daysAgo] of registrations) {
    out.rss.push({
      rss_id: out.rss.length + 1,
      rss_id_clientes: clientId,
      rss_status: active,
      rss_url: url,
      rss_criado_em: toMoment(addDays(now, -daysAgo)),
    });
  }

  const bots: Array<[clientId: number, name: string, description: string]> = [
    [1, 'Agendamento Mesquita', 'Confirma e remarca consultas e exames agendados pela regulação.'],
    [1, 'Vacinação em Dia', 'Tira dúvidas sobre o calendário de vacinação e as campanhas.'],
    [1, 'Ouvidoria da Saúde', 'Recebe elogios, sugestões e reclamações sobre a rede municipal.'],
    [1, 'Farmácia Municipal', 'Informa a disponibilidade de medicamentos nas farmácias da rede.'],
    [2, 'Regulação Estadual', 'Orienta pacientes encaminhados pela central estadual de regulação.'],
  ];
  for (const [clientId, name, description] of bots) {
    const created = addDays(now, -random.int(30, 400));
    out.blipBots.push({
      bbo_id: out.blipBots.length + 1,
      bbo_id_clientes: clientId,
      bbo_name: name,
      bbo_blip_key: `Key ${textToBase64(`${name.toLowerCase().replace(/\s+/g, '')}:${random.digits(12)}`)}`,
      bbo_description: description,
      bbo_created_at: toMoment(created),
      bbo_last_update: toMoment(addDays(created, random.int(0, 25))),
    });
  }
  return out;
}
