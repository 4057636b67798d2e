/**
 * /privacidade's texts. Not in the spec: plain pt-BR for the LGPD's notice (Lei 13.709/2018): who
 * is responsible, the encarregado, purposes and legal bases, what is public, how long data is
 * kept, the rights and how to use them, and what the browser keeps. The retention periods are the
 * product's rules (docs/decisions/0013-privacy-notice-and-storage.md).
 */
import { DATA_REQUEST_DEADLINE_DAYS } from '@portal/contracts/dataSubject';
import { SMALL_GROUP_MIN, SMALL_GROUP_TEXT } from '@portal/contracts/smallGroups';

export const ANPD_URL = 'https://www.gov.br/anpd';
export const LGPD_URL = 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm';
/** 'Meus dados', where a logged-in patient downloads their data and files requests. */
export const MY_DATA_PATH = '/meus-dados';

/** One processing: what, for what, and on which legal basis. */
export interface Processing {
  what: string;
  data: string;
  purpose: string;
  basis: string;
}

/** One thing the browser keeps, where, and until when. */
export interface StoredItem {
  what: string;
  where: string;
  until: string;
}

export const PRIVACY = {
  title: 'Privacidade e proteção de dados',
  intro:
    'Esta página explica, em palavras simples, quais dados pessoais o Portal da Transparência usa, para quê, por quanto tempo, o que fica público e como você exerce os seus direitos pela Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).',
  lawLink: 'Leia a LGPD no site do Planalto',
  loading: 'Carregando os dados de privacidade do município...',
  error: 'Não foi possível carregar quem é o responsável pelos dados deste município.',
  unknownCity: 'Município não encontrado',
  unknownCityDetail: (code: string) => `Nenhum município deste portal tem o código “${code}”.`,
  seeCity: (name: string) => `Ver a privacidade de ${name}`,
  controller: {
    heading: 'Quem é responsável pelos seus dados',
    text: (name: string) =>
      `${name} é o controlador dos dados pessoais deste portal: é quem decide como e para que os dados são usados (LGPD, art. 5º, VI) e quem responde por eles.`,
    perMunicipality:
      'O portal é usado por vários municípios, e cada um é o controlador dos dados dos próprios pacientes. Se a sua solicitação é de outro município, procure a página de privacidade do portal desse município.',
    operator:
      'Quem mantém o portal funcionando faz isso em nome da prefeitura, seguindo as instruções dela (operador, LGPD, art. 39).',
  },
  officer: {
    heading: 'Encarregado pelo tratamento de dados pessoais',
    role: 'O encarregado (LGPD, art. 41) é o canal entre você, o controlador e a Autoridade Nacional de Proteção de Dados (ANPD). Fale com ele para tirar dúvidas, pedir os seus dados, pedir correções ou reclamar.',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    none: (name: string) =>
      `${name} ainda não informou neste portal quem é o seu encarregado pelo tratamento de dados pessoais.`,
    noneWhatToDo:
      'Enquanto isso, procure a Ouvidoria do município: os canais de atendimento (telefone, e-mail ou formulário) estão no site oficial da prefeitura. Se você tem cadastro no portal, também pode usar “Meus dados”.',
    policyLink: 'Política de privacidade ou ouvidoria do município',
  },
  purposes: {
    heading: 'Para que usamos dados pessoais e com qual base legal',
    intro:
      'A prefeitura só usa os seus dados para os fins abaixo, cada um com uma base legal da LGPD. Dados de saúde são dados sensíveis e têm proteção maior (art. 11).',
    columns: { what: 'O quê', data: 'Quais dados', purpose: 'Para quê', basis: 'Base legal' },
    caption: 'Tratamentos de dados pessoais, finalidades e bases legais',
    rows: [
      {
        what: 'Fila de regulação',
        data: 'Nome, CPF, Cartão SUS, data de nascimento, procedimento pedido, prioridade, unidades de saúde, datas e situação da solicitação.',
        purpose:
          'Organizar o acesso a consultas e exames do SUS, na ordem e na prioridade definidas pela regulação.',
        basis:
          'Execução de políticas públicas (art. 7º, III, e art. 11, II, b) e tutela da saúde (art. 11, II, f).',
      },
      {
        what: 'Busca pública da fila',
        data: 'Iniciais do nome, data de nascimento, 4 últimos dígitos do Cartão SUS e os dados da solicitação (sem nome nem CPF).',
        purpose:
          'Dar transparência à fila: cada paciente confere a própria posição e a sociedade acompanha a ordem de atendimento.',
        basis:
          'Cumprimento de obrigação legal: Lei de Acesso à Informação (Lei nº 12.527/2011) e a lei de transparência da fila do município (art. 7º, II, e art. 11, II, a).',
      },
      {
        what: 'Sua conta no portal',
        data: 'CPF, nome, data de nascimento, Cartão SUS e, se você entrar com o Google, o e-mail dessa conta. A senha é guardada cifrada.',
        purpose: 'Você entrar, acompanhar as suas solicitações e receber avisos sobre elas.',
        basis: 'O seu pedido ao criar a conta, para usar um serviço público (art. 7º, III e V).',
      },
      {
        what: 'Avisos e a pergunta “Você ainda precisa?”',
        data: 'Sua conta e as suas solicitações.',
        purpose:
          'Avisar quando uma solicitação muda de situação e saber se você ainda precisa do atendimento, para a fila andar mais rápido.',
        basis: 'Execução de políticas públicas (art. 7º, III, e art. 11, II, b).',
      },
      {
        what: 'Avisos neste navegador',
        data: 'O endereço de entrega de avisos que o seu navegador cria.',
        purpose: 'Mostrar os avisos mesmo com o portal fechado.',
        basis:
          'O seu consentimento: só funciona se você ligar, e você desliga quando quiser (art. 7º, I, e art. 8º, § 5º).',
      },
      {
        what: 'Registro de acessos',
        data: 'Quem da equipe abriu os seus dados ou exportou uma lista com dados pessoais, quando e para quê; e os acessos ao portal (endereço IP, data e hora).',
        purpose: 'Segurança, investigação de abusos e prestação de contas.',
        basis:
          'Cumprimento de obrigação legal (art. 7º, II; Marco Civil da Internet, Lei nº 12.965/2014, art. 15) e o dever de prestar contas (art. 6º, X, e art. 37).',
      },
    ] satisfies Processing[],
    noSale:
      'Os seus dados não são vendidos nem usados para publicidade. A prefeitura só os compartilha com quem precisa deles para atender você: a equipe de regulação e as unidades de saúde, o operador do portal e, se você escolher entrar com o Google, o Google.',
  },
  public: {
    heading: 'O que fica público e por quê',
    searchHeading: 'Na busca de solicitações',
    search:
      'Qualquer pessoa pode buscar a fila de um procedimento e ver, em cada solicitação: as iniciais do nome, a data de nascimento, os 4 últimos dígitos do Cartão SUS, o procedimento, as unidades de saúde, as datas, a situação, a posição na fila e as observações da regulação. Nunca aparecem o nome completo, o CPF nem o Cartão SUS inteiro.',
    searchWhy:
      'Por quê: a lei manda a fila ser pública, e as iniciais, a data de nascimento e os últimos dígitos do Cartão SUS deixam cada paciente encontrar a própria solicitação sem mostrar o nome.',
    transparencyLaw: 'Lei de transparência da fila do município',
    openDataHeading: 'Nos dados abertos e no painel da fila',
    openData:
      'Os arquivos de dados abertos e o painel da fila servem para entender a fila como um todo e não identificam ninguém. Eles não trazem:',
    smallGroups: `Quando um grupo de solicitações com as mesmas características tem menos de ${SMALL_GROUP_MIN} pessoas, ele é juntado a outros (a unidade vira “Outras unidades”, a faixa etária fica mais larga, o mês vira o trimestre; em último caso, a linha fica de fora do arquivo), e os totais de 1 a 4 aparecem como “${SMALL_GROUP_TEXT}”. Assim, ninguém é reconhecido por estar num grupo pequeno.`,
    links: {
      search: 'Buscar solicitações',
      openData: 'Dados abertos',
      dashboard: 'Painel da fila',
    },
  },
  retention: {
    heading: 'Por quanto tempo guardamos',
    caption: 'Prazos de guarda dos dados',
    columns: { what: 'Dado', until: 'Até quando' },
    rows: [
      [
        'Sua conta no portal',
        `Até você pedir a exclusão em “Meus dados” (a prefeitura responde em até ${DATA_REQUEST_DEADLINE_DAYS} dias) ou pedir ao encarregado.`,
      ],
      [
        'Suas solicitações na fila',
        'Enquanto a prefeitura as enviar ao portal: o portal mostra a cópia mais recente do sistema de regulação do município, que tem as suas próprias regras de guarda.',
      ],
      ['Avisos na sua caixa de avisos', 'Enquanto a sua conta existir; somem com ela.'],
      ['Avisos neste navegador', 'Até você desligar os avisos ou sair da conta neste navegador.'],
      [
        'Registro de quem acessou os seus dados',
        '5 anos, para prestação de contas. Ninguém da equipe pode alterá-lo.',
      ],
      [
        'Pedidos feitos em “Meus dados” e as respostas',
        '5 anos depois da resposta, para provar que o pedido foi atendido.',
      ],
      [
        'Registros de acesso ao portal (endereço IP, data e hora)',
        '6 meses (Marco Civil da Internet, art. 15).',
      ],
      [
        'Dados abertos e painel da fila',
        'Sem dados pessoais. As fotos diárias dos dados abertos ficam disponíveis por 12 meses.',
      ],
    ] as Array<[string, string]>,
  },
  rights: {
    heading: 'Seus direitos',
    intro: 'Pela LGPD (art. 18), você pode pedir a qualquer momento, de graça:',
    list: [
      'a confirmação de que a prefeitura trata dados seus;',
      'acesso aos seus dados;',
      'a correção de dados incompletos, errados ou desatualizados;',
      'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou usados em desacordo com a lei;',
      'a portabilidade dos seus dados para outro serviço;',
      'a eliminação dos dados tratados com o seu consentimento;',
      'saber com quem a prefeitura compartilha os seus dados;',
      'saber que pode não dar o consentimento, e o que acontece se não der;',
      'a revogação do consentimento (por exemplo, desligar os avisos neste navegador).',
    ],
    limits:
      'Alguns dados não podem ser apagados enquanto a lei mandar guardá-los, como a sua solicitação na fila de regulação (art. 16). Nesse caso, a resposta explica por quê.',
    howHeading: 'Como exercer os seus direitos',
    myData: 'Se você tem cadastro: entre no portal e abra',
    myDataLink: 'Meus dados',
    myDataDetail: `Lá você baixa tudo o que o portal guarda sobre você, vê quem da equipe acessou os seus dados e pede correção ou exclusão da conta. A prefeitura responde em até ${DATA_REQUEST_DEADLINE_DAYS} dias.`,
    officer:
      'Para os outros pedidos, ou se você não tem cadastro: fale com o encarregado do município ou, se ele ainda não foi informado, com a Ouvidoria (veja acima).',
    anpd: 'Se a resposta não resolver, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD):',
    anpdLink: 'www.gov.br/anpd',
  },
  storage: {
    heading: 'O que fica guardado no seu navegador',
    intro:
      'Este portal não usa cookies, nem ferramentas de publicidade ou de estatística de visitas. Ele guarda no seu navegador só o que é essencial para funcionar, e nada sai dali sem você pedir:',
    caption: 'Armazenamento no navegador',
    columns: { what: 'O quê', where: 'Onde', until: 'Até quando' },
    items: [
      {
        what: 'Sua sessão, se você entrar: o código de acesso e os seus dados básicos (nome, CPF, Cartão SUS, data de nascimento), para você continuar conectado.',
        where: 'Armazenamento local do navegador',
        until: 'Até você clicar em “Sair” (ou a sessão vencer, em 7 dias).',
      },
      {
        what: 'Suas preferências de acessibilidade: alto contraste e tamanho da letra.',
        where: 'Armazenamento local do navegador',
        until: 'Até você mudar as preferências ou limpar os dados do navegador.',
      },
      {
        what: 'Se você ligar os avisos neste navegador: a inscrição e a qual conta ela pertence.',
        where: 'Armazenamento local e o serviço de avisos do navegador',
        until: 'Até você desligar os avisos ou sair da conta.',
      },
      {
        what: 'Se a sua sessão vencer enquanto você envia um formulário: o que você tinha digitado, para devolver quando você entrar de novo.',
        where: 'Armazenamento da aba',
        until: 'Até você entrar de novo, sair ou fechar a aba.',
      },
      {
        what: 'Marcas desta aba: se a mensagem de boas-vindas já foi vista e uma proteção contra recarregar a página sem parar.',
        where: 'Armazenamento da aba',
        until: 'Até você fechar a aba.',
      },
    ] satisfies StoredItem[],
    sharedComputer:
      'Num computador compartilhado, sempre clique em “Sair” ao terminar: assim os seus dados saem do navegador.',
    google:
      'Se você escolher “Entrar com o Google”, a janela de login é do Google, que pode guardar os próprios cookies conforme a política de privacidade dele.',
    noBanner:
      'Como tudo isso é necessário para o que você pediu, o portal não mostra aviso de cookies.',
  },
} as const;
