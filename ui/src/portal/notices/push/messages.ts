/** The words of 'Avisos neste navegador' (pt-BR). The spec has no browser push: these are ours. */
export const PUSH = {
  title: 'Avisos neste navegador',
  intro:
    'Receba uma notificação neste navegador quando a Secretaria de Saúde enviar um aviso para você, mesmo com o portal fechado.',
  turnOn: 'Receber avisos neste navegador',
  turnOff: 'Parar de receber neste navegador',
  on: 'Este navegador recebe seus avisos.',
  checking: 'Verificando os avisos deste navegador...',
  unsupported:
    'Este navegador não recebe notificações do portal. Seus avisos continuam aparecendo nesta página.',
  denied:
    'As notificações do portal estão bloqueadas neste navegador. Para recebê-las, clique no cadeado ao lado do endereço do site, permita as notificações e clique no botão abaixo.',
  dismissed:
    'Você não permitiu as notificações. Para recebê-las, clique no botão e escolha “Permitir”.',
  turnOnFailed: 'Não foi possível ativar os avisos neste navegador. Tente novamente.',
  turnOffFailed: 'Não foi possível parar os avisos neste navegador. Tente novamente.',
} as const;
