import { plural } from '../../messages/common';

/** '1 destinatário', '3 destinatários': every count of recipients in the Portal Gerencial. */
export const recipientCount = (count: number) => plural(count, 'destinatário', 'destinatários');

/**
 * The texts the Portal Gerencial's screens share (the shell, the menu, the search results' total,
 * the news and RSS forms' URL check), verbatim from the spec (gerencial-movel-painel.md), typos
 * included. A screen's own texts sit in its folder.
 */
export const GERENCIAL = {
  shell: {
    title: 'Portal Gerencial',
    loginTitle: 'Administrador',
    loginIntro: 'Acesso da equipe do município ao Portal Gerencial.',
    loginButton: 'Entrar',
    loginFailed: 'Login ou senha inválidos.',
    loginUnavailable: 'Não foi possível entrar agora. Verifique a conexão e tente novamente.',
    sessionExpired:
      'Sua sessão expirou. Entre novamente para continuar: o que você digitou foi guardado.',
    loggedOut: 'Você saiu do Portal Gerencial.',
    logout: 'Sair',
    menu: 'Menu',
    menuLabel: 'Menu do Portal Gerencial',
    userLabel: 'Usuário',
    clientLabel: 'Cliente',
    notFound: 'Página não encontrada',
    notFoundHint: 'Este endereço não corresponde a nenhuma tela do Portal Gerencial.',
  },
  menu: {
    home: 'Início',
    import: 'Importar informações Fila',
    clientUsers: 'Gerenciar Usuários',
    appUsers: 'Gerenciar Usuários do App',
    news: 'Gerenciar Notícias',
    newsCreate: 'Cadastrar Notícia',
    rss: 'RSS',
    notifications: 'Enviar Notificação para Usuário',
    campaigns: 'Você ainda precisa?',
    dataRequests: 'Solicitações de titulares (LGPD)',
    bots: 'Chatbots (Blip Bot)',
    configuration: 'Configurações',
  },
  search: {
    total: 'Total de Resultados',
  },
  invalidUrl: 'Url inválida.',
} as const;
