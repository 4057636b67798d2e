/**
 * The 12 clauses of the app's general terms of use, with the spec's deadlines: corrections within
 * 72 hours, 2 business days to fix data, 10 days before new terms take effect, 5 days to object and
 * 15 days' notice to terminate.
 */
export const GENERAL_TERMS: readonly string[] = [
  'O aplicativo dá acesso a agendamentos de consultas e exames, a informações da fila de regulação e a notícias de saúde do município.',
  'O cadastro de usuários do aplicativo é feito somente por profissionais usuários do sistema; o cadastro feito por esta página é analisado antes de ser liberado.',
  'Você declara que os dados informados são verdadeiros, completos e atualizados, e responde por eles.',
  'O acesso é pessoal e intransferível: mantenha sua senha em sigilo e não a compartilhe com ninguém.',
  'Ao perceber um dado incorreto, comunique-nos: correções de informações exibidas pelo aplicativo são feitas em até 72 (setenta e duas) horas.',
  'Pedidos de correção dos seus dados cadastrais são atendidos em até 2 (dois) dias úteis.',
  'É proibido usar o aplicativo para fins ilícitos, tentar acessar dados de terceiros ou interferir no funcionamento do serviço.',
  'As informações do aplicativo não substituem o atendimento profissional de saúde; em caso de urgência, procure a unidade de saúde mais próxima.',
  'O serviço pode passar por interrupções programadas para manutenção, comunicadas sempre que possível com antecedência.',
  'Novos termos passam a valer 10 (dez) dias depois de publicados; você pode se opor a eles em até 5 (cinco) dias da publicação.',
  'Você pode encerrar o uso a qualquer momento; o encerramento por iniciativa da administração será comunicado com 15 (quinze) dias de antecedência, salvo uso indevido.',
  'Estes termos seguem a legislação brasileira, em especial a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).',
];
