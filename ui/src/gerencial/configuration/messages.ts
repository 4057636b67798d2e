/**
 * The configuration screen's texts, verbatim from the spec (gerencial-movel-painel.md), typos
 * included.
 */
export const CONFIG = {
  question: 'Deseja exibir as informações de Filas de Regulação no portal?',
  loadError: 'Problemas ao obter dados de configuração.',
  saveError: 'Ocorreu um problema, por favor tente mais tarde.',
  saved: 'Configurações atualizadas com sucesso.',
  title: 'Configurações',
  intro: 'O que o portal da transparência mostra aos cidadãos do seu cliente.',
  cacheNote:
    'As alterações podem levar algum tempo para aparecer no portal, porque as informações ficam guardadas em cache por alguns minutos.',
  queueSection: 'Filas de Regulação',
  on: 'Ligado',
  off: 'Desligado',
  update: 'Atualizar',
  // Not in the spec: the patients' automatic notices.
  noticesSection: 'Avisos aos pacientes',
  noticesQuestion:
    'Avisar o paciente quando uma importação mudar a situação de uma solicitação dele?',
  noticesHint:
    'O paciente com cadastro no portal recebe um aviso em “Avisos” (agendada, realizada, devolvida…), uma única vez para cada mudança.',
  // Not in the spec: the encarregado pelo tratamento de dados pessoais (LGPD art. 41).
  privacySection: 'Proteção de dados pessoais (LGPD)',
  privacyHint:
    'O encarregado pelo tratamento de dados pessoais (LGPD, art. 41) atende os cidadãos que querem saber o que o município faz com os dados deles. O nome e o contato aparecem na página “Privacidade” do portal. Pode ser uma pessoa ou um setor (por exemplo, a Controladoria).',
  officerName: 'Nome do encarregado',
  officerEmail: 'E-mail do encarregado',
  officerPhone: 'Telefone do encarregado (opcional)',
  privacyUrl: 'Endereço da política de privacidade ou da ouvidoria do município (opcional)',
  privacyUrlHint: 'Começa com https://. A página “Privacidade” do portal leva a ele.',
  officerNameMissing: 'Informe o nome do encarregado.',
  officerEmailMissing: 'Informe o e-mail do encarregado.',
} as const;
