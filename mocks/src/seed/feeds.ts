/**
 * The sandbox's RSS feeds: RSS validation and the public news are answered from this set, so the
 * mock backend never fetches from outside. Item HTML is as feeds send it (one item carries a
 * script and an onerror handler on purpose: the portal must sanitise what it renders).
 */
import { addDays, parseLocal, toMoment } from '../core/time';

export interface FeedItem {
  titulo: string;
  descricao: string;
  autor: string | null;
  dataPublicacao: string;
  link: string;
  conteudoCodificado: string;
  enclosure: { url: string } | null;
}

export interface SandboxFeed {
  url: string;
  title: string;
  items: FeedItem[];
}

/** The attachment folder of pictures that belong to no news item (feed images, client logos). */
export const SYSTEM_FOLDER = 9000;

/** Where a feed image lives in the sandbox. */
export const feedImageUrl = (attachmentId: number, file: string) =>
  `/api/public/attachment/folder-${SYSTEM_FOLDER}/attachment-${attachmentId}/${file}`;

interface ItemSeed {
  title: string;
  summary: string;
  paragraphs: string[];
  author: string | null;
  hoursAgo: number;
  /** Image as an enclosure, inline in the content, or none. */
  image: 'enclosure' | 'inline' | 'none';
}

const feedSeeds: Array<{ url: string; title: string; slug: string; items: ItemSeed[] }> = [
  {
    url: 'https://www.gov.br/saude/pt-br/assuntos/noticias/RSS',
    title: 'Ministério da Saúde — Notícias',
    slug: 'ms',
    items: [
      {
        title: 'Campanha Nacional de Vacinação contra a gripe é prorrogada',
        summary: 'Estados e municípios seguem com a aplicação das doses até o fim do mês.',
        paragraphs: [
          'A campanha de vacinação contra a influenza foi prorrogada em todo o país. Podem se vacinar pessoas a partir de 6 meses de idade.',
          'As doses estão disponíveis nas Unidades Básicas de Saúde. Leve o cartão de vacinação e um documento com foto.',
        ],
        author: 'Agência Saúde',
        hoursAgo: 5,
        image: 'enclosure',
      },
      {
        title: 'Programa Mais Acesso a Especialistas amplia oferta de consultas',
        summary: 'Novas ofertas de cuidado integrado reduzem o tempo de espera por especialistas.',
        paragraphs: [
          '',
          'O programa reúne consultas, exames e retorno em um mesmo percurso de cuidado, com prazos definidos para cada etapa.',
          'Os municípios que aderiram passam a receber recursos por oferta de cuidado concluída.',
        ],
        author: null,
        hoursAgo: 30,
        image: 'inline',
      },
      {
        title: 'Saúde alerta para cuidados com a dengue no verão',
        summary: 'Eliminar água parada continua sendo a principal forma de prevenção.',
        paragraphs: [
          'Com a chegada das chuvas, o Ministério da Saúde reforça a orientação de eliminar recipientes que acumulem água.',
          'Em caso de febre alta, dor no corpo e manchas vermelhas, procure a unidade de saúde mais próxima.',
        ],
        author: 'Redação',
        hoursAgo: 72,
        image: 'enclosure',
      },
    ],
  },
  {
    url: 'https://agenciabrasil.ebc.com.br/rss/saude/feed.xml',
    title: 'Agência Brasil — Saúde',
    slug: 'ab',
    items: [
      {
        title: 'SUS passa a oferecer novo exame para diagnóstico precoce',
        summary: 'Incorporação foi aprovada após consulta pública.',
        paragraphs: [
          'O exame estará disponível na rede pública em até 180 dias, segundo a portaria publicada hoje.',
          'A medida deve beneficiar milhares de pacientes que hoje aguardam na fila de regulação.',
        ],
        author: 'Agência Brasil',
        hoursAgo: 12,
        image: 'enclosure',
      },
      {
        title: 'Mutirão de cirurgias de catarata atende 2 mil pacientes no estado',
        summary: 'Ação concentrou procedimentos em fins de semana.',
        paragraphs: [
          'O mutirão reduziu a fila de cirurgias oftalmológicas da região metropolitana.',
          '<strong>Pacientes devem acompanhar a situação da solicitação</strong> pelo portal da transparência do município.',
        ],
        author: 'Agência Brasil',
        hoursAgo: 50,
        image: 'none',
      },
    ],
  },
  {
    url: 'https://portal.fiocruz.br/rss.xml',
    title: 'Fiocruz — Notícias',
    slug: 'fc',
    items: [
      {
        title: 'Estudo avalia o impacto da regulação no acesso a exames',
        summary: 'Pesquisa acompanhou filas de exames de imagem em cinco capitais.',
        paragraphs: [
          'Pesquisadores analisaram dados de regulação e apontam ganhos com a transparência das filas.',
          'O estudo recomenda a publicação periódica da posição dos pacientes, preservando a identidade de cada um.',
        ],
        author: 'Agência Fiocruz de Notícias',
        hoursAgo: 20,
        image: 'inline',
      },
      {
        title: 'Fiocruz lança guia sobre saúde mental na atenção básica',
        summary: 'Material orienta equipes de saúde da família.',
        paragraphs: [
          'O guia reúne orientações práticas para o acolhimento nas unidades básicas.',
          '<script>alert("feed")</script><img src="x" onerror="alert(1)" alt="">O material está disponível gratuitamente.',
        ],
        author: null,
        hoursAgo: 96,
        image: 'none',
      },
    ],
  },
  {
    url: 'https://www.saude.rj.gov.br/feed',
    title: 'Secretaria de Estado de Saúde do RJ',
    slug: 'rj',
    items: [
      {
        title: 'Estado inaugura novo centro de diagnóstico por imagem na Baixada',
        summary: 'Unidade vai realizar tomografias e ressonâncias para 13 municípios.',
        paragraphs: [
          'O centro funcionará de segunda a sábado e recebe pacientes encaminhados pela central de regulação.',
          'A expectativa é reduzir em 30% o tempo de espera por exames de alta complexidade.',
        ],
        author: 'Assessoria SES-RJ',
        hoursAgo: 8,
        image: 'enclosure',
      },
      {
        title: 'Hemorio convoca doadores de sangue de todos os tipos',
        summary: 'Estoques estão abaixo do ideal.',
        paragraphs: [
          'O Hemorio funciona todos os dias, das 7h às 18h. Doadores devem estar bem alimentados.',
        ],
        author: 'Assessoria SES-RJ',
        hoursAgo: 140,
        image: 'inline',
      },
    ],
  },
  {
    url: 'https://www.mesquita.rj.gov.br/pmm/feed/',
    title: 'Prefeitura de Mesquita',
    slug: 'msq',
    items: [
      {
        title: 'Mesquita amplia horário de atendimento das Clínicas da Família',
        summary: 'Unidades passam a funcionar até as 20h.',
        paragraphs: [
          'Quatro unidades terão horário estendido para facilitar o acesso de quem trabalha durante o dia.',
          'A lista de unidades está disponível no site da prefeitura.',
        ],
        author: 'Secom Mesquita',
        hoursAgo: 3,
        image: 'enclosure',
      },
      {
        title: 'Prefeitura publica a fila da regulação no Portal da Transparência',
        summary: 'Cidadão pode consultar a posição na fila sem sair de casa.',
        paragraphs: [
          'A consulta mostra apenas as iniciais do paciente e parte do cartão SUS, preservando a privacidade.',
          'Basta escolher o serviço, o procedimento e a situação da solicitação.',
        ],
        author: 'Secom Mesquita',
        hoursAgo: 26,
        image: 'none',
      },
    ],
  },
];

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The images feed items point at, as attachments to seed (id, file name, label). */
export const feedImages: Array<{ id: number; file: string; label: string }> = [];

export function buildFeeds(nowMoment: string): SandboxFeed[] {
  const now = parseLocal(nowMoment);
  feedImages.length = 0;
  return feedSeeds.map((feed) => ({
    url: feed.url,
    title: feed.title,
    items: feed.items.map((item) => {
      const slug = slugify(item.title);
      let image: string | null = null;
      if (item.image !== 'none') {
        const id = 1000 + feedImages.length;
        const file = `${feed.slug}-${slug.slice(0, 40)}.png`;
        feedImages.push({ id, file, label: item.title });
        image = feedImageUrl(id, file);
      }
      const body = item.paragraphs.map((p) => `<p>${p}</p>`).join('');
      return {
        titulo: item.title,
        // Feeds send the description as HTML, often led by an empty paragraph.
        descricao: `<p>&nbsp;</p><p>${item.summary}</p>`,
        autor: item.author,
        dataPublicacao: toMoment(addDays(now, -item.hoursAgo / 24)),
        link: `${new URL(feed.url).origin}/noticias/${slug}`,
        conteudoCodificado:
          item.image === 'inline' && image ? `<p><img src="${image}" alt=""></p>${body}` : body,
        enclosure: item.image === 'enclosure' && image ? { url: image } : null,
      };
    }),
  }));
}

const normalizeUrl = (url: string) =>
  url
    .trim()
    .replace(/\/+$/, '')
    .replace(/^http:/, 'https:');

export function findFeed(feeds: SandboxFeed[], url: string): SandboxFeed | undefined {
  const wanted = normalizeUrl(url);
  return feeds.find((feed) => normalizeUrl(feed.url) === wanted);
}
