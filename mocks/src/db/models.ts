/**
 * The mock backend's tables, one @mswjs/data model per entity of the spec, with the spec's own
 * field names (cli_, coc_, fir_, usu_, usc_, nov_, rss_, bbo_, noa_, nod_, noh_, ims_, tml_, tsa_,
 * tnp_, vcl_...) and ours in the same style (avs_, ips_, cin_, pin_). Fields the spec does not list but a backend needs (the full name and CNS behind a
 * queue row's initials, password hashes, session tokens) are named in the same style and never
 * leave the backend as they are.
 */
import { nullable, primaryKey } from '@mswjs/data';

const text = () => '';
const num = () => 0;
const bool = () => false;
const nullText = nullable<string>(() => null);
const nullNum = nullable<number>(() => null);
const numbers = () => [] as number[];
const texts = () => [] as string[];

export const models = {
  /** A client: a municipality or a state (ESTADO) that runs the portal. */
  cliente: {
    cli_id: primaryKey(Number),
    cli_nome: text,
    cli_codigo: text,
    cli_codigo_municipio_ibge: text,
  },
  /** A client's configuration (one per client). */
  configuracao: {
    coc_id: primaryKey(Number),
    coc_codigo_clientes: text,
    coc_uf: text,
    coc_id_cidade: num,
    coc_tipo: text,
    coc_tempo_antedimento: num,
    coc_logo: text,
    coc_ativo_portal: bool,
    coc_link_lei_transparencia_fila: text,
    coc_horas_notificar_novamente: num,
    /** Whether patients get a notice when an import changes one of their requests' status. */
    coc_avisos_automaticos: bool,
    /** The encarregado pelo tratamento de dados pessoais (LGPD art. 41); null while none is named. */
    coc_encarregado_nome: nullText,
    coc_encarregado_email: nullText,
    /** Digits only. */
    coc_encarregado_telefone: nullText,
    /** The client's own privacy policy or ouvidoria page. */
    coc_link_privacidade: nullText,
  },
  cidade: {
    id: primaryKey(Number),
    name: text,
    uf: text,
    cep: text,
    ibgeCode: text,
  },
  unidade: {
    uni_id: primaryKey(Number),
    uni_codigo_cliente: text,
    nome_unidade_saude: text,
    /** SOLICITANTE, REGULADORA or EXECUTANTE. */
    role: text,
  },
  servico: {
    value: primaryKey(String),
    name: text,
  },
  procedimento: {
    pro_id: primaryKey(Number),
    procedimento: text,
    servico: text,
  },
  /**
   * A queue row. The full name (seeded rows only), the CPF and the full CNS stay in the backend:
   * the public queue answers initials and the last 4 digits of the CNS.
   */
  fila: {
    fir_id: primaryKey(Number),
    fir_fila_id: nullNum,
    fir_tipos_filas: text,
    fir_codigo_cliente: text,
    fir_ordem_regulada: num,
    fir_iniciais_nome: text,
    fir_nome_paciente: text,
    fir_cpf: nullText,
    fir_cns: nullText,
    fir_data_nascimento: nullText,
    fir_data_solicitacao: text,
    fir_data_entrada_fila: nullText,
    fir_data_agendamento: nullText,
    fir_data_execucao: nullText,
    fir_dias_na_fila: num,
    fir_procedimentos: text,
    fir_prioridade: nullText,
    fir_nome_unidade_saude_solicitante: nullText,
    fir_nome_unidade_saude_reguladora: nullText,
    fir_nome_unidade_saude_executante: nullText,
    fir_observacao: nullText,
    fir_status: text,
    tempo_espera: nullText,
    fir_id_importacao: nullNum,
  },
  /** Patients of the portal and users of the mobile app are one table, keyed by CPF. */
  usuario: {
    usu_id: primaryKey(Number),
    usu_nome_usuario: text,
    usu_email: text,
    usu_nome_mae: text,
    usu_nascimento: text,
    usu_cpf: nullText,
    usu_cep: text,
    usu_telefone: text,
    usu_cns: nullText,
    /** bcrypt hash; null for a Google-only account. */
    usu_senha: nullText,
    /** 0 inactive, 1 pending, 2 active, 3 waiting password change. */
    usu_status: num,
    usu_imagem: nullText,
    usu_genero: text,
    usu_cod_ibge_municipio: text,
    usu_id_estados_civis: nullNum,
    usu_id_dependentes: nullNum,
    usu_id_clientes: num,
    /** Attachment ids (ane_id) of the images sent at registration. */
    usu_anexos: numbers,
    usu_aceite_termos: bool,
    /** Whether the patient wants a notice when an import changes one of their requests. */
    usu_avisos_situacao: bool,
    usu_google_sub: nullText,
    usu_hash_redefinicao: nullText,
    usu_criado_em: text,
  },
  estadoCivil: {
    ecv_id: primaryKey(Number),
    ecv_nome: text,
    ecv_codigo: text,
  },
  dependente: {
    dep_id: primaryKey(Number),
    dep_nome: text,
  },
  faleConosco: {
    fac_id: primaryKey(Number),
    fac_nome: text,
    fac_email: text,
    fac_telefone: text,
    fac_descricao: text,
    fac_criado_em: text,
  },
  /** A Portal Gerencial user of one client. usc_login is what is typed at login. */
  usuarioCliente: {
    usc_id: primaryKey(Number),
    usc_id_clientes: num,
    usc_nome_usuario: text,
    usc_login: text,
    usc_senha: text,
    usc_termo_responsabilidade: bool,
    usc_criado_em: text,
  },
  /**
   * The record of a client user's removal (who removed whom, when), kept by the server and read by
   * the client's admins in Gerenciar Usuários. The removed user's name and login are copied, as the
   * user row is gone.
   */
  remocaoUsuarioCliente: {
    ruc_id: primaryKey(Number),
    ruc_id_clientes: num,
    ruc_usc_id: num,
    ruc_nome_usuario: text,
    ruc_login: text,
    ruc_removido_por_id: num,
    ruc_removido_por_nome: text,
    ruc_removido_por_login: text,
    /** ISO 8601 instant with offset. */
    ruc_removido_em: text,
  },
  /** An operator of the teleconsultation control panel. */
  operadorPainel: {
    op_id: primaryKey(Number),
    op_login: text,
    op_nome: text,
    op_senha: text,
  },
  /** An issued token. role: patient | admin | panel. */
  sessao: {
    token: primaryKey(String),
    role: text,
    subjectId: num,
    clientId: nullNum,
    expiresAt: num,
  },
  importacao: {
    ims_id: primaryKey(Number),
    ims_id_clientes: num,
    ims_nome_arquivo: text,
    /** PROCESSANDO, CONCLUIDO, CONCLUIDO_COM_ERROS, FALHOU or DESFEITA. */
    ims_situacao: text,
    /** epoch ms */
    ims_alterado_em: num,
    ims_linhas_lidas: num,
    ims_linhas_importadas: num,
    /** JSON text of the rejected rows ({ linha, campo, mensagem }), at most the first 100. */
    ims_erros: text,
    /** How many problems the file had in all (ims_erros keeps only the first 100). */
    ims_total_erros: num,
    /** What a CONCLUIDO import did to the queue, by fir_fila_id; null otherwise. */
    ims_linhas_adicionadas: nullNum,
    ims_linhas_atualizadas: nullNum,
    ims_linhas_inalteradas: nullNum,
    /**
     * JSON text of the names a finished import brought that the queue had not seen ({ campo,
     * valor, linhas, ocorrencias, sugestoes }), at most the first 50; ims_total_avisos counts all.
     */
    ims_avisos: text,
    ims_total_avisos: num,
    /** Notices the import sent to patients whose request changed status; null until it finished. */
    ims_avisos_pacientes: nullNum,
  },
  /**
   * What undoing a client's last finished import takes (POST
   * /clients/import-queue-info/{ims_id}/undo): one per client, replaced by its next import.
   */
  importacao_desfazer: {
    ide_id_importacao: primaryKey(Number),
    ide_codigo_cliente: text,
    /** The filter lists' units the import created. */
    ide_unidades: numbers,
    /** JSON text of the rows the import replaced, as they were before it. */
    ide_anteriores: text,
  },
  /**
   * The open data's history: the aggregate table of a client's queue as it stood on a day, stored
   * when an import of that day finished (or was undone), one per client and day, kept 12 months
   * (GET /api/open-data/queue/history/{date}).
   */
  historicoAberto: {
    /** `<client code>:<YYYY-MM-DD>`: a later import the same day replaces the day's table. */
    hia_chave: primaryKey(String),
    hia_codigo_cliente: text,
    /** The day (YYYY-MM-DD): the date of the data the table was computed on. */
    hia_data: text,
    /** epoch ms */
    hia_guardado_em: num,
    hia_total_linhas: num,
    /** JSON text of the published lines (OpenAggregateRow[], counts 1 to 4 already null). */
    hia_linhas: text,
  },
  categoria: {
    cat_id: primaryKey(Number),
    cat_id_clientes: num,
    cat_nome: text,
    cat_descricao: text,
  },
  publicoAlvo: {
    pua_id: primaryKey(Number),
    pua_id_clientes: num,
    pua_nome: text,
  },
  /** An uploaded file; ane_conteudo is base64, ane_tipo its media type. */
  anexo: {
    ane_id: primaryKey(Number),
    ane_pasta: num,
    ane_nome_completo: text,
    ane_caminho: text,
    ane_tipo: text,
    ane_conteudo: text,
  },
  noticia: {
    nov_id: primaryKey(Number),
    nov_id_clientes: num,
    nov_titulo: text,
    nov_descricao: text,
    nov_data_publicacao: text,
    nov_data_expiracao: text,
    nov_url: text,
    nov_id_categoria_principal: num,
    nov_categorias_secundarias: numbers,
    nov_publico_alvo: numbers,
    nov_prioridade_publico_alvo: bool,
    nov_id_anexo: nullNum,
    nov_cidades: numbers,
  },
  rss: {
    rss_id: primaryKey(Number),
    rss_id_clientes: num,
    rss_status: bool,
    rss_url: text,
    rss_criado_em: text,
  },
  blipBot: {
    bbo_id: primaryKey(Number),
    bbo_id_clientes: num,
    bbo_name: text,
    bbo_blip_key: text,
    bbo_description: text,
    bbo_created_at: text,
    bbo_last_update: text,
  },
  tipoNotificacao: {
    tno_id: primaryKey(Number),
    tno_nome: text,
  },
  tipoInteracao: {
    tin_id: primaryKey(Number),
    tin_nome: text,
  },
  notificacaoAgendada: {
    noa_id: primaryKey(Number),
    noa_id_clientes: num,
    noa_titulo: text,
    noa_mensagem: text,
    noa_id_tipos_notificacoes: num,
    noa_extra_datas: text,
    noa_id_blip_bots: nullNum,
    noa_criado_em: text,
  },
  destinatarioAgendado: {
    nod_id: primaryKey(Number),
    nod_cpf: text,
    nod_id_notificacoes_agendadas: num,
  },
  horarioAgendado: {
    noh_id: primaryKey(Number),
    noh_data: text,
    noh_hora: text,
    noh_id_tipos_interacoes_notificacoes: num,
    noh_id_notificacoes_agendadas_destinatarios: num,
    noh_interagido_em: nullText,
  },
  /**
   * A notice an import sent by itself to the patient whose request changed status: one per request,
   * status and scheduled date (avs_chave), so a re-import never sends it twice.
   */
  avisoSituacao: {
    avs_id: primaryKey(Number),
    avs_codigo_cliente: text,
    avs_cpf: text,
    avs_fir_id: num,
    avs_chave: text,
    avs_id_importacao: num,
    avs_titulo: text,
    avs_mensagem: text,
    avs_criado_em: text,
    /** Its interaction status, as a recipient's (enviado → entregue → lido). */
    avs_interacao: num,
    avs_interagido_em: nullText,
  },
  /**
   * A 'Você ainda precisa?' campaign: the filters the staff chose and the counts at sending time.
   * Its requests are kept in perguntaInteresse (reachable ones get a question, the others wait
   * for a phone call).
   */
  campanhaInteresse: {
    cin_id: primaryKey(Number),
    cin_codigo_cliente: text,
    cin_servico: text,
    cin_procedimento: nullText,
    cin_unidade: nullText,
    cin_status: text,
    cin_dias_minimos: num,
    cin_criado_em: text,
    cin_criado_por: text,
  },
  /** One request of a campaign; a question in the patient's inbox when pin_cpf is set. */
  perguntaInteresse: {
    pin_id: primaryKey(Number),
    pin_id_campanha: num,
    pin_codigo_cliente: text,
    pin_fir_id: num,
    /** The request as it was when the campaign was sent (the export's columns). */
    pin_fila_id: nullNum,
    pin_servico: text,
    pin_procedimento: text,
    pin_unidade: nullText,
    pin_status: text,
    pin_entrada: nullText,
    pin_nome: nullText,
    pin_cns: nullText,
    /** The account's CPF; null when the patient has no account (unreachable). */
    pin_cpf: nullText,
    pin_dias_na_fila: num,
    /** SIM or NAO; null while unanswered. */
    pin_resposta: nullText,
    pin_motivo: nullText,
    pin_motivo_texto: nullText,
    pin_respondido_em: nullText,
    pin_telefone: nullText,
    pin_email: nullText,
    /** Its interaction status in the inbox, as a recipient's (enviado → entregue → lido). */
    pin_interacao: num,
    pin_interagido_em: nullText,
  },
  /** A notification sent at once (Envio Imediato). */
  notificacaoImediata: {
    id: primaryKey(Number),
    clientId: num,
    title: text,
    message: text,
    createdAt: text,
    onlyPush: bool,
  },
  destinatarioImediato: {
    id: primaryKey(Number),
    notificationId: num,
    cpf: text,
    name: text,
    interactionNotificationType: num,
    interactionDate: nullText,
    deletedAt: nullText,
  },
  /** Every push the backend would hand to the phones: sends and removals (SHOW_BANNER, REMOVE). */
  push: {
    id: primaryKey(Number),
    clientId: num,
    action: text,
    title: text,
    body: text,
    cpfs: texts,
    noaIds: numbers,
    createdAt: text,
  },
  /**
   * A browser's Web Push subscription to one patient's notices ('Avisos neste navegador'): where
   * a notice that lands in the patient's inbox is pushed. One per endpoint (a browser).
   */
  inscricaoPush: {
    ips_id: primaryKey(Number),
    ips_id_usuarios: num,
    ips_id_clientes: num,
    ips_endpoint: text,
    ips_p256dh: text,
    ips_auth: text,
    ips_criado_em: text,
  },
  /**
   * A patient's request about their data ('Meus dados', LGPD art. 18): a correction (which data,
   * the correct value) or the deletion of the account, answered once by the staff of the patient's
   * client. The patient's name and CPF are copied: a deleted account keeps neither.
   */
  solicitacaoTitular: {
    sot_id: primaryKey(Number),
    sot_id_usuarios: num,
    sot_id_clientes: num,
    sot_nome_usuario: text,
    sot_cpf: nullText,
    /** correcao or exclusao. */
    sot_tipo: text,
    sot_campos: nullText,
    sot_correcao: nullText,
    sot_criado_em: text,
    /** aberta, atendida or recusada. */
    sot_situacao: text,
    sot_resposta: nullText,
    sot_respondido_em: nullText,
    sot_respondido_por_id: nullNum,
    sot_respondido_por_nome: nullText,
  },
  /**
   * The access log: one row each time staff read a patient's personal data (their details, a list
   * holding them). Append-only: no handler updates or deletes a row. The staff user (acd_id_usc)
   * is kept for an audit and never shown to the patient.
   */
  acessoDados: {
    acd_id: primaryKey(Number),
    acd_id_usuarios: num,
    acd_em: text,
    acd_perfil: text,
    acd_id_clientes: num,
    acd_municipio: text,
    acd_finalidade: text,
    acd_id_usc: num,
  },
  /** Control panel: movement log. */
  logTeleconsulta: {
    tml_id: primaryKey(Number),
    tml_cpf: text,
    tml_protocolo: text,
    tml_created_at: text,
    tml_origem: text,
    tml_paciente_nome: nullText,
    tml_profissional_nome: nullText,
    tml_subtype: text,
  },
  /** Control panel: room history. */
  salaHistorico: {
    tsa_id: primaryKey(Number),
    tsa_cpf: text,
    tsa_protocolo: text,
    tsa_created_at: text,
    tsa_updated_at: text,
    tsa_paciente_nome: text,
    tsa_profissional_nome: text,
    /** seconds */
    tsa_tempo_espera: num,
    /** seconds */
    tsa_duracao_consulta: num,
  },
  /** Control panel: a patient's satisfaction rating of a room. */
  nps: {
    tnp_id: primaryKey(Number),
    tnp_protocolo: text,
    tnp_paciente_nome: text,
    tnp_cpf: text,
    tnp_nota: num,
    tnp_observacao: text,
    tnp_tempo_espera: num,
    tnp_duracao_consulta: num,
  },
  /** Control panel: a created video room with its connection samples. */
  videochamadaLog: {
    vcl_id: primaryKey(Number),
    /** app or minhaConsulta */
    vcl_sistema: text,
    vcl_nome_sala: text,
    vcl_paciente_nome: text,
    vcl_paciente_updated_at: text,
    vcl_funcionario_nome: text,
    vcl_profissional_updated_at: text,
    vcl_created_at: text,
    vcl_paciente_rtt_array: numbers,
    vcl_paciente_level_array: numbers,
    vcl_profissional_rtt_array: numbers,
    vcl_profissional_level_array: numbers,
  },
};

export type ModelName = keyof typeof models;
