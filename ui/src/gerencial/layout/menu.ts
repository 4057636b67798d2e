import { GERENCIAL } from '../shared/messages';

const M = GERENCIAL.menu;

export type MenuEntry =
  | { label: string; to: string }
  | { id: string; label: string; children: readonly { label: string; to: string }[] };

/**
 * The side menu of the spec, in its order. /clientes/bots is not in the spec's menu; it is listed
 * (after the notifications that use the bots) so an administrator can reach it without its address.
 * /clientes/campanhas ('Você ainda precisa?') is ours too: it asks patients through their inbox,
 * so it sits right after the notifications. /clientes/privacidade/solicitacoes (the patients'
 * requests about their data, LGPD) is ours as well, beside the app users it is about.
 */
export const MENU: readonly MenuEntry[] = [
  { label: M.home, to: '/main' },
  { label: M.import, to: '/import' },
  { label: M.clientUsers, to: '/client-user' },
  { label: M.appUsers, to: '/autorizar-usuarios-app' },
  { label: M.dataRequests, to: '/privacidade/solicitacoes' },
  {
    id: 'noticias',
    label: M.news,
    children: [
      { label: M.newsCreate, to: '/news' },
      { label: M.rss, to: '/rss' },
    ],
  },
  { label: M.notifications, to: '/agendamento-notificacoes' },
  { label: M.campaigns, to: '/campanhas' },
  { label: M.bots, to: '/bots' },
  { label: M.configuration, to: '/configuracoes' },
];
