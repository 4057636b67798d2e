import { describe, expect, it } from 'vitest';
import {
  addCpfSchema,
  addTimeSchema,
  adminLoginSchema,
  blipBotSchema,
  clientUserSchema,
  immediateFilterSchema,
  massNotificationSchema,
  newsFormSchema,
  newsServiceSchema,
  rssFormSchema,
  sendNotificationSchema,
  sendServiceSchema,
  simpleNotificationSchema,
  toClientUserInput,
  updateNotificationSchema,
} from './gerencial';
import { messagesOf } from './testing';

const now = new Date(2026, 10, 20, 14, 30);

describe('admin login', () => {
  it('requires Login and Senha', () => {
    expect(messagesOf(adminLoginSchema, { login: ' ', senha: '' })).toEqual({
      login: ['Campo Login é requerido'],
      senha: ['Campo Senha é requerido'],
    });
  });
});

describe('news form (field level)', () => {
  const valid = {
    titulo: 'Campanha de vacinação',
    link: 'https://saude.exemplo.gov.br/noticia',
    categoriaPrincipal: '1',
    descricao: 'Vacinação contra a gripe',
    dataPublicacao: '20/11/2026',
    dataExpiracao: '30/11/2026',
    cidades: [] as string[],
  };
  const create = newsFormSchema({ editing: false, stateClient: false });
  it.each([
    [{}, {}],
    [{ titulo: '' }, { titulo: ['Campo Título é requerido'] }],
    [{ titulo: 'Oi' }, { titulo: ['O Campo deve possuir no mínimo 3 e no máximo 90 caracteres.'] }],
    [
      { link: 'https://a.br' },
      { link: ['O Campo deve possuir no mínimo 18 e no máximo 200 caracteres.'] },
    ],
    [{ link: 'saude.exemplo.gov.br/noticia' }, { link: ['Url inválida.'] }],
    [{ categoriaPrincipal: '' }, { categoriaPrincipal: ['Campo Categoria principal é requerido'] }],
    [
      { descricao: 'x'.repeat(151) },
      { descricao: ['O Campo deve possuir no mínimo 3 e no máximo 150 caracteres.'] },
    ],
    [{ dataPublicacao: '31/11/2026' }, { dataPublicacao: ['Data de publicação inválida.'] }],
    [
      { dataExpiracao: '19/11/2026' },
      { dataExpiracao: ['A data de expiração deve ser igual ou ser depois da de publicação.'] },
    ],
    [{ dataExpiracao: '20/11/2026' }, {}],
    [{ dataExpiracao: '' }, { dataExpiracao: ['Campo Data de expiração é requerido'] }],
  ])('create %j → %j', (change, expected) => {
    expect(messagesOf(create, { ...valid, ...change })).toEqual(expected);
  });

  it('skips the date checks when editing and asks state clients for cities', () => {
    const edit = newsFormSchema({ editing: true, stateClient: true });
    expect(
      messagesOf(edit, { ...valid, dataPublicacao: 'x', dataExpiracao: '01/01/2000' }),
    ).toEqual({ cidades: ['Campo Cidades é requerido'] });
    expect(messagesOf(edit, { ...valid, cidades: ['1'] })).toEqual({});
  });
});

describe('news service', () => {
  const valid = {
    titulo: 'Vacinação',
    descricao: 'Texto',
    link: '',
    dataPublicacao: '20/11/2026',
    dataExpiracao: '21/11/2026',
    imagem: 'imagem.png',
  };
  it.each([
    [{}, {}],
    [{ titulo: '' }, { titulo: ['O título é obrigatório'] }],
    [{ titulo: 'x'.repeat(61) }, { titulo: ['O título deve no máximo 60 caracteres'] }],
    [{ link: 'javascript:alert(1)' }, { link: ['O link informado é inválido'] }],
    [
      { dataPublicacao: '19/11/2026' },
      { dataPublicacao: ['A data de publicação deve ser a atual ou superior a hoje'] },
    ],
    [
      { dataExpiracao: '19/11/2026', dataPublicacao: '20/11/2026' },
      { dataExpiracao: ['A data de expiração não pode ser anterior à de publicação'] },
    ],
    [{ imagem: undefined }, { imagem: ['A imagem é obrigatória'] }],
  ])('%j → %j', (change, expected) => {
    expect(messagesOf(newsServiceSchema({ creating: true, now }), { ...valid, ...change })).toEqual(
      expected,
    );
  });

  it('does not require an image on update', () => {
    expect(
      messagesOf(newsServiceSchema({ creating: false, now }), { ...valid, imagem: undefined }),
    ).toEqual({});
  });

  it('keeps a past publication date on update, but still wants a real date', () => {
    const update = newsServiceSchema({ creating: false, now });
    expect(messagesOf(update, { ...valid, dataPublicacao: '01/01/2026' })).toEqual({});
    expect(messagesOf(update, { ...valid, dataPublicacao: '31/02/2026' })).toEqual({
      dataPublicacao: ['Data de publicação inválida.'],
    });
  });
});

describe('RSS and Blip Bot', () => {
  it.each([
    [{ link: '', status: true }, { link: ['O link é obrigatório'] }],
    [{ link: 'not a url at all!!', status: true }, { link: ['Url inválida.'] }],
    [
      { link: 'https://a.br/rss', status: true },
      { link: ['O Campo deve possuir no mínimo 18 e no máximo 200 caracteres.'] },
    ],
    [{ link: 'https://saude.exemplo.gov.br/rss', status: false }, {}],
  ])('rss %j → %j', (values, expected) => {
    expect(messagesOf(rssFormSchema, values)).toEqual(expected);
  });

  const bot = { name: 'Atendimento', blipKey: 'chave-1234567', description: '' };
  it.each([
    [{ name: '' }, { name: ['Nome do Bot não informado.'] }],
    [{ name: 'Oi' }, { name: ['Nome do Bot menor que 3 letras.'] }],
    [{ blipKey: '' }, { blipKey: ['Blip Key não informado.'] }],
    [{ blipKey: 'curta' }, { blipKey: ['Blip Key menor que 10 caracteres.'] }],
    [
      { description: 'x'.repeat(161) },
      { description: ['O Campo deve possuir no máximo 160 caracteres.'] },
    ],
    [{}, {}],
  ])('bot %j → %j', (change, expected) => {
    expect(messagesOf(blipBotSchema({ editing: false }), { ...bot, ...change })).toEqual(expected);
  });

  it('does not check the (disabled) key when editing', () => {
    expect(messagesOf(blipBotSchema({ editing: true }), { ...bot, blipKey: '' })).toEqual({});
  });
});

describe('send form', () => {
  it.each([
    [{ date: '', hour: '' }, { date: ['Por favor, preencha os campos Data e Hora.'] }],
    [{ date: '21/11/2026', hour: '' }, { hour: ['Por favor, preencha os campos Data e Hora.'] }],
    [{ date: '31/11/2026', hour: '10:00' }, { date: ['Data informada errada.'] }],
    [{ date: '31/02/2027', hour: '' }, { date: ['Data informada errada.'] }],
    [{ date: '12/0', hour: '' }, { date: ['Data informada errada.'] }],
    [
      { date: '20/11/2026', hour: '15:00' },
      {
        hour: ['Por favor escolha um horário com no mínimo uma hora de antecedência para o envio.'],
      },
    ],
    [{ date: '20/11/2026', hour: '15:30' }, {}],
    [{ date: '21/11/2026', hour: '09:00' }, {}],
  ])('add time %j at 14:30 → %j', (values, expected) => {
    expect(messagesOf(addTimeSchema(now), values)).toEqual(expected);
  });

  it.each([
    [{ cpf: '' }, { cpf: ['Por favor, preencha o campo CPF.'] }],
    [{ cpf: '529.982.247-2' }, { cpf: ['Preencha o campo CPF corretamente.'] }],
    [{ cpf: '529.982.247-25' }, {}],
  ])('add CPF %j → %j', (values, expected) => {
    expect(messagesOf(addCpfSchema, values)).toEqual(expected);
  });

  const form = {
    sendMode: '0' as const,
    schedule: [],
    receiverMode: '0' as const,
    cpfs: [],
    title: 'Oi',
    description: 'Eu',
    type: null,
    blipBotId: null,
  };
  it('lists every problem of the form at once', () => {
    expect(messagesOf(sendNotificationSchema, form)).toEqual({
      title: ['Por favor, o título deve conter no mínimo 3 caracteres.'],
      description: ['Por favor, a descrição deve conter no mínimo 3 caracteres.'],
      schedule: ['Por favor, coloque pelo menos uma Data.'],
      cpfs: ['Por favor, coloque pelo menos 1 CPF.'],
      type: ['Por favor, selecione um tipo de mensagem.'],
    });
  });

  it('needs no dates to send now nor CPFs to send to all', () => {
    expect(
      messagesOf(sendNotificationSchema, {
        ...form,
        sendMode: '1',
        receiverMode: '1',
        title: 'Aviso',
        description: 'Vacinação amanhã',
        type: { value: 1, label: 'Aviso' },
      }),
    ).toEqual({});
  });

  it('the update modal checks the message part', () => {
    expect(
      messagesOf(updateNotificationSchema, {
        id: 7,
        title: 'Oi',
        description: 'Vacinação',
        type: null,
        blipBotId: null,
      }),
    ).toEqual({
      title: ['Por favor, o título deve conter no mínimo 3 caracteres.'],
      type: ['Por favor, selecione um tipo de mensagem.'],
    });
  });

  it('the sending service has its own messages', () => {
    expect(messagesOf(sendServiceSchema, { title: '', body: '', cpfs: [], clientId: 0 })).toEqual({
      title: ['O título é obrigatório'],
      body: ['A descriação é obrigatória'],
      cpfs: ['O(s) cpf(s) é/são obrigatório(s)'],
      clientId: ['Um id de cliente deve ser informado.'],
    });
  });
});

describe('immediate filter', () => {
  const valid = {
    title: '',
    cpf: '',
    name: '',
    startDate: '26/10/2026',
    endDate: '20/11/2026',
    interactions: [],
  };
  it.each([
    [{}, {}],
    [{ title: 'Oi' }, { title: ['O Campo deve possuir no mínimo 3 e no máximo 45 caracteres.'] }],
    [{ name: 'Jo' }, { name: ['O Campo deve possuir no mínimo 3 e no máximo 50 caracteres.'] }],
    [{ cpf: '111.111.111-11' }, { cpf: ['Preencha o campo CPF corretamente.'] }],
    [{ startDate: '' }, { startDate: ['Por favor, informe uma data válida!'] }],
    [
      { endDate: '21/11/2026' },
      { endDate: ['A data informada deve ser anterior ou igual ao dia atual!'] },
    ],
    [
      { startDate: '20/11/2026', endDate: '19/11/2026' },
      {
        startDate: ['Data inicial deve ser anterior a data final'],
        endDate: ['Data final deve ser posterior a data inicial'],
      },
    ],
  ])('%j → %j', (change, expected) => {
    expect(messagesOf(immediateFilterSchema(now), { ...valid, ...change })).toEqual(expected);
  });
});

describe('simple and mass notification pages', () => {
  it.each([
    [
      simpleNotificationSchema,
      { onlyPush: true, titulo: '', cpfs: '', descricao: '' },
      {
        titulo: ['Campo Título é requerido'],
        cpfs: ['Campo CPFs é requerido'],
        descricao: ['Campo Descrição é requerido'],
      },
    ],
    [
      simpleNotificationSchema,
      { onlyPush: false, titulo: 'x'.repeat(51), cpfs: '1', descricao: 'x'.repeat(121) },
      {
        titulo: ['O Campo deve possuir no máximo 50 caracteres.'],
        cpfs: ['CPF inválido: 1'],
        descricao: ['O Campo deve possuir no máximo 120 caracteres.'],
      },
    ],
    [
      massNotificationSchema,
      { not_titulo: 'Aviso', not_cpf: '529.982.247-25, 123.456.789-00, x', not_mensagem: 'Oi' },
      { not_cpf: ['CPFs inválidos: 12345678900, x'] },
    ],
    [
      massNotificationSchema,
      { not_titulo: 'Aviso', not_cpf: ' , ,', not_mensagem: 'Oi' },
      { not_cpf: ['Campo CPFs é requerido'] },
    ],
    [
      massNotificationSchema,
      { not_titulo: 'Aviso', not_cpf: '529.982.247-25', not_mensagem: 'Oi' },
      {},
    ],
  ] as const)('%#', (schema, values, expected) => {
    expect(messagesOf(schema, values)).toEqual(expected);
  });
});

describe('client users', () => {
  const user = {
    usc_id: 0,
    usc_nome_usuario: 'Joana Souza',
    usc_login: 'joana.souza',
    usc_login_atual: '',
    usc_senha: 'Senha@123',
    usc_senha_confirmation: 'Senha@123',
  };
  const loginInvalid =
    'O login está inválido: use de 3 a 30 caracteres entre letras minúsculas sem acento, números, ponto (.) e hífen (-).';
  it.each([
    [{}, {}],
    [{ usc_login: '' }, { usc_login: ['Campo Login é requerido'] }],
    [{ usc_login: 'Joana Souza' }, { usc_login: [loginInvalid] }],
    [{ usc_login: 'joana_souza' }, { usc_login: [loginInvalid] }],
    [{ usc_login: 'jo' }, { usc_login: [loginInvalid] }],
    [{ usc_login: 'j'.repeat(31) }, { usc_login: [loginInvalid] }],
    [{ usc_login: 'joana-souza.2' }, {}],
    // An older login outside the rule, kept as it is on update, is not refused for it.
    [{ usc_id: 5, usc_login: 'Joana Souza', usc_login_atual: 'Joana Souza' }, {}],
    [
      { usc_id: 5, usc_login: 'Joana S', usc_login_atual: 'Joana Souza' },
      { usc_login: [loginInvalid] },
    ],
    [{ usc_nome_usuario: 'Jo' }, { usc_nome_usuario: ['O nome está inválido'] }],
    [{ usc_nome_usuario: 'Joana 2' }, { usc_nome_usuario: ['O nome está inválido'] }],
    [{ usc_senha: '', usc_senha_confirmation: '' }, { usc_senha: ['A senha é obrigatória.'] }],
    [
      { usc_senha: 'fraca', usc_senha_confirmation: 'fraca' },
      { usc_senha: ['A senha está inválida.'] },
    ],
    [
      { usc_senha_confirmation: 'Outra@123' },
      { usc_senha_confirmation: ['As senhas não coincidem'] },
    ],
    [{ usc_id: 5, usc_senha: '', usc_senha_confirmation: '' }, {}],
    [
      { usc_id: 5, usc_senha: 'fraca', usc_senha_confirmation: 'fraca' },
      { usc_senha: ['A senha está inválida.'] },
    ],
  ])('%j → %j', (change, expected) => {
    expect(messagesOf(clientUserSchema, { ...user, ...change })).toEqual(expected);
  });

  it('omits a blank password from the update input', () => {
    const values = clientUserSchema.parse({
      ...user,
      usc_id: 5,
      usc_senha: ' ',
      usc_senha_confirmation: '',
    });
    expect(toClientUserInput(values, 9)).toEqual({
      usc_id: 5,
      usc_nome_usuario: 'Joana Souza',
      usc_login: 'joana.souza',
      usc_id_clientes: 9,
    });
  });
});
