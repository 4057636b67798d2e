import { recipientCount } from '../shared/messages';

/**
 * The Blip Bot screen's texts, verbatim from the spec (gerencial-movel-painel.md), typos included.
 */
export const BOT = {
  nameMissing: 'Nome do Bot não informado.',
  nameShort: 'Nome do Bot menor que 3 letras.',
  keyMissing: 'Blip Key não informado.',
  keyShort: 'Blip Key menor que 10 caracteres.',
  saved: 'Blip Bot salvo com sucesso!',
  updated: 'Blip Bot atualizado com sucesso!',
  removed: 'Blip Bot removido com sucesso!',
  title: 'Chatbots (Blip Bot)',
  intro: 'Cadastre os Blip Bots que as notificações podem oferecer aos pacientes.',
  createTab: 'Cadastrar Blip Bot',
  editTab: 'Editar Blip Bot',
  searchTab: 'Buscar por Blip Bot',
  tabsLabel: 'Blip Bots',
  name: 'Nome do Bot',
  key: 'Blip Key',
  keyHint:
    'A chave está nas informações de conexão do bot, na plataforma de chatbot (Blip). Não pode ser alterada depois de cadastrada.',
  description: 'Descrição',
  noDescription: 'Sem descrição',
  searchBy: 'Buscar por',
  byName: 'Nome',
  byKey: 'Chave',
  searchLabel: 'Texto da busca',
  total: (count: number) => `Total de Blip Bots: ${count}`,
  partial: (shown: number, count: number) => `Mostrando ${shown} de ${count}`,
  empty: 'Nenhum Blip Bot encontrado.',
  listLabel: 'Blip Bots encontrados',
  detailTitle: 'Detalhes do Blip Bot',
  removeTitle: 'Remover Blip Bot',
  removeQuestion: 'Tem certeza que deseja excluir este Blip Bot?',
  shownWarning:
    'Este Blip Bot foi usado em notificações já exibidas: ele continuará acessível nos aparelhos que as receberam.',
  scheduledWarning:
    'Este Blip Bot está em notificações agendadas: a notificação agendada também será excluída e os aparelhos dos destinatários serão avisados.',
  removeAnyway: 'Deseja remover mesmo assim?',
  recipients: recipientCount,
  pushFailed:
    'O Blip Bot foi removido, mas não foi possível avisar os aparelhos sobre a notificação agendada excluída.',
} as const;
