/** The mass page's texts, verbatim from the spec (gerencial-movel-painel.md), typos included. */
export const MASS_NOTIFICATION = {
  successTitle: 'Tudo Certo!',
  errorTitle: 'Falha ao Enviar Mensagem',
  errorFallback: 'Falha ao Enviar Mensagem!',
  title: 'Notificação em massa',
  intro: 'Envie a mesma mensagem para muitos CPFs de uma vez.',
  sentTo: (n: number) => `A mensagem foi enviada para ${n} ${n === 1 ? 'CPF' : 'CPFs'}.`,
  ok: 'Ok',
} as const;
