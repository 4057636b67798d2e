/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * The configuration to save. The encarregado's fields and `coc_link_privacidade`: absent, unchanged;
 * null or blank, removed. After the update the encarregado's name and e-mail are both set or both
 * empty, and a phone needs them; otherwise, or when a value breaks its rule, the update is refused
 * with a `BAD_USER_INPUT` error whose message says which (nothing saved): 'Informe o nome e o e-mail
 * do encarregado.', 'O nome do encarregado está inválido.' (2 to 100 characters with at least two
 * letters, no < or >), 'O e-mail do encarregado está inválido.', 'O telefone do encarregado está
 * inválido.' (10 or 11 digits), 'O endereço da política de privacidade está inválido.' (http or
 * https, at most 500 characters).
 */
export type ClientConfigurationInput = {
  coc_ativo_portal: boolean;
  /** Absent: unchanged. */
  coc_avisos_automaticos?: boolean | null | undefined;
  /** Inferred. */
  coc_encarregado_email?: string | null | undefined;
  /** Inferred. */
  coc_encarregado_nome?: string | null | undefined;
  /** Inferred: digits, or formatted; stored as digits. */
  coc_encarregado_telefone?: string | null | undefined;
  /** Inferred. */
  coc_link_privacidade?: string | null | undefined;
};

export type ClientUserInput = {
  usc_id_clientes: number;
  /**
   * The login, trimmed: 3 to 30 characters, each a lower-case letter without accent, a digit, a dot or
   * a hyphen (pattern `^[a-z0-9.-]{3,30}$`; 'O login está inválido: …'). Unique among every client's
   * users, compared ignoring case (a `CONFLICT` error 'Este login já está em uso. Escolha outro.').
   */
  usc_login: string;
  /** Letters (accents included) and spaces, 3 to 45 characters once trimmed: 'O nome está inválido'. */
  usc_nome_usuario: string;
  /** At least 8 characters with an uppercase, a lowercase, a digit and a special character. */
  usc_senha: string;
};

export type ClientUserUpdateInput = {
  usc_id: number;
  usc_id_clientes: number;
  /** Omitted: the login is kept. Given: the rules of `ClientUserInput.usc_login`. */
  usc_login?: string | null | undefined;
  usc_nome_usuario: string;
  /** Omitted when blank: the password is kept. */
  usc_senha?: string | null | undefined;
};

/** State of a queue import. */
export type ImportSituation =
  /** Every row was imported. */
  | 'CONCLUIDO'
  /** Imported, but some rows were rejected (see ims_erros). */
  | 'CONCLUIDO_COM_ERROS'
  /**
   * Undone by staff after it finished: the rows it added left the queue and the rows it replaced
   * are as they were before it (`POST /clients/import-queue-info/{ims_id}/undo`).
   */
  | 'DESFEITA'
  /** Nothing was imported (see ims_erros). */
  | 'FALHOU'
  /** Received; rows are being read. */
  | 'PROCESSANDO';

export type NewsInput = {
  /** City ids (ESTADO clients). */
  cidades?: Array<number> | null | undefined;
  nov_categoria_principal: number;
  nov_categoria_secundaria?: Array<number> | null | undefined;
  nov_data_expiracao: string;
  nov_data_publicacao: string;
  nov_descricao: string;
  nov_id_clientes: number;
  nov_prioridade_publico_alvo?: number | null | undefined;
  nov_publico_alvo?: Array<number> | null | undefined;
  nov_titulo: string;
  nov_url?: string | null | undefined;
};

/** Request status, shown as Solicitado, Agendado, Efetivado, Parcialmente atendido, Devolvido. */
export type QueueStatus =
  | 'AGENDADO'
  | 'DEVOLVIDO'
  | 'EFETIVADO'
  | 'PARCIALMENTE_ATENDIDO'
  | 'SOLICITADO';

export type TalkToUsInput = {
  fac_descricao: string;
  fac_email: string;
  fac_nome: string;
  fac_telefone: string;
};

/** Role of a health unit in a request. */
export type UnitHealthRole =
  | 'EXECUTANTE'
  | 'REGULADORA'
  | 'SOLICITANTE';

/** The register form, converted: birth date YYYY-MM-DD, CPF and phone as digits. */
export type UserInput = {
  usu_cep: string;
  usu_cns?: string | null | undefined;
  usu_cod_ibge_municipio: string;
  usu_cpf: string;
  usu_email: string;
  /** Default m. */
  usu_genero?: string | null | undefined;
  usu_id_dependentes?: number | null | undefined;
  usu_id_estados_civis: number;
  usu_nascimento: string;
  usu_nome_mae: string;
  usu_nome_usuario: string;
  usu_senha: string;
  /** Default 1. */
  usu_status?: number | null | undefined;
  usu_telefone: string;
};

/** Why a procedure has no wait figures. */
export type WaitEstimateUnavailable =
  /** Fewer than min_cases requests were served in the window. */
  | 'FEW_CASES';

export type SearchAppUsersQueryVariables = Exact<{
  clientId: number;
  clientUserId: number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  user?: string | null | undefined;
  status?: number | null | undefined;
  county?: string | null | undefined;
}>;


export type SearchAppUsersQuery = { users_without_auth: { count: number, rows: Array<{ usu_id: number, usu_nome_usuario: string, usu_email: string | null, usu_nome_mae: string | null, usu_nascimento: string | null, usu_cpf: string | null, usu_cep: string | null, usu_telefone: string | null, usu_cns: string | null, usu_status: number, usu_imagem: string | null, usu_genero: string | null, usu_cod_ibge_municipio: string | null, usu_id_estados_civis: number | null, usu_id_dependentes: number | null, anexos: Array<{ ane_id: number, ane_nome_completo: string, ane_caminho: string }> }> } };

export type AuthorizeUserMutationVariables = Exact<{
  id: number;
}>;


export type AuthorizeUserMutation = { authorizeUser: { usu_id: number, usu_status: number } };

export type SearchClientUserQueryVariables = Exact<{
  clientId: number;
  clientUserId: number;
  filter?: string | null | undefined;
}>;


export type SearchClientUserQuery = { search_client_user: { count: number, rows: Array<{ usc_id: number, usc_nome_usuario: string, usc_login: string, usc_id_clientes: number }> } };

export type CreateClientUserMutationVariables = Exact<{
  clientUser: ClientUserInput;
}>;


export type CreateClientUserMutation = { create_client_user: { usc_id: number, usc_nome_usuario: string, usc_login: string, usc_id_clientes: number } };

export type UpdateClientUserMutationVariables = Exact<{
  clientUser: ClientUserUpdateInput;
}>;


export type UpdateClientUserMutation = { update_client_user: { usc_id: number, usc_nome_usuario: string, usc_login: string, usc_id_clientes: number } };

export type DeleteClientUserMutationVariables = Exact<{
  id: number;
}>;


export type DeleteClientUserMutation = { delete_client_user: { success: boolean, message: string | null } };

export type SearchClientUserRemovalsQueryVariables = Exact<{
  clientId: number;
}>;


export type SearchClientUserRemovalsQuery = { client_user_removals: { count: number, rows: Array<{ ruc_id: number, ruc_usc_id: number, ruc_nome_usuario: string, ruc_login: string, ruc_removido_por_id: number, ruc_removido_por_nome: string, ruc_removido_por_login: string, ruc_removido_em: string }> } };

export type GetClientConfigurationQueryVariables = Exact<{
  codeClient: string;
}>;


export type GetClientConfigurationQuery = { client_configurations_by_code: { coc_id: number, coc_ativo_portal: boolean, coc_avisos_automaticos: boolean, coc_encarregado_nome: string | null, coc_encarregado_email: string | null, coc_encarregado_telefone: string | null, coc_link_privacidade: string | null } | null };

export type UpdateClientConfigurationMutationVariables = Exact<{
  id: number;
  clientConfiguration: ClientConfigurationInput;
}>;


export type UpdateClientConfigurationMutation = { update_client_configuration: { coc_id: number, coc_ativo_portal: boolean, coc_avisos_automaticos: boolean, coc_encarregado_nome: string | null, coc_encarregado_email: string | null, coc_encarregado_telefone: string | null, coc_link_privacidade: string | null } };

export type SearchStatusImportQueryVariables = Exact<{
  clientId: number;
}>;


export type SearchStatusImportQuery = { search_status_import: { count: number, rows: Array<{ ims_id: number, ims_nome_arquivo: string, ims_situacao: ImportSituation, ims_alterado_em: number, ims_id_clientes: number, ims_linhas_lidas: number, ims_linhas_importadas: number, ims_linhas_adicionadas: number | null, ims_linhas_atualizadas: number | null, ims_linhas_inalteradas: number | null, ims_total_erros: number, ims_pode_desfazer: boolean, ims_avisos_pacientes: number | null, ims_total_avisos: number, ims_erros: Array<{ linha: number, campo: string | null, mensagem: string }>, ims_avisos: Array<{ campo: string, valor: string, linhas: Array<number>, ocorrencias: number, sugestoes: Array<string> }> }> } };

export type SearchCategoriesQueryVariables = Exact<{
  clientId: number;
}>;


export type SearchCategoriesQuery = { categories: { count: number, rows: Array<{ cat_id: number, cat_id_clientes: number, cat_nome: string, cat_descricao: string | null }> } };

export type NewsFieldsFragment = { nov_id: number, nov_id_clientes: number, nov_titulo: string, nov_descricao: string, nov_data_publicacao: string, nov_data_expiracao: string, nov_url: string | null, nov_prioridade_publico_alvo: number | null, attachmentFolderId: number | null, nov_categoria_principal: { cat_id: number, cat_nome: string, cat_id_clientes: number, principal: boolean } | null, nov_categoria_secundaria: Array<{ cat_id: number, cat_nome: string, cat_id_clientes: number, principal: boolean }>, nov_publico_alvo: Array<{ pua_id: number, pua_nome: string, pua_id_clientes: number }>, attachment: { ane_id: number, ane_nome_completo: string, ane_caminho: string } | null };

export type SearchNewsQueryVariables = Exact<{
  clientId: number;
  title?: string | null | undefined;
  isNewsCurrent?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type SearchNewsQuery = { search_news: { count: number, rows: Array<{ nov_id: number, nov_id_clientes: number, nov_titulo: string, nov_descricao: string, nov_data_publicacao: string, nov_data_expiracao: string, nov_url: string | null, nov_prioridade_publico_alvo: number | null, attachmentFolderId: number | null, nov_categoria_principal: { cat_id: number, cat_nome: string, cat_id_clientes: number, principal: boolean } | null, nov_categoria_secundaria: Array<{ cat_id: number, cat_nome: string, cat_id_clientes: number, principal: boolean }>, nov_publico_alvo: Array<{ pua_id: number, pua_nome: string, pua_id_clientes: number }>, attachment: { ane_id: number, ane_nome_completo: string, ane_caminho: string } | null }> } };

export type CreateNewsMutationVariables = Exact<{
  news: NewsInput;
  file?: File | Blob | null | undefined;
}>;


export type CreateNewsMutation = { create_news: { nov_id: number, nov_id_clientes: number, nov_titulo: string, nov_descricao: string, nov_data_publicacao: string, nov_data_expiracao: string, nov_url: string | null, nov_prioridade_publico_alvo: number | null, attachmentFolderId: number | null, nov_categoria_principal: { cat_id: number, cat_nome: string, cat_id_clientes: number, principal: boolean } | null, nov_categoria_secundaria: Array<{ cat_id: number, cat_nome: string, cat_id_clientes: number, principal: boolean }>, nov_publico_alvo: Array<{ pua_id: number, pua_nome: string, pua_id_clientes: number }>, attachment: { ane_id: number, ane_nome_completo: string, ane_caminho: string } | null } };

export type SaveNewsMutationVariables = Exact<{
  id: number;
  news: NewsInput;
  file?: File | Blob | null | undefined;
}>;


export type SaveNewsMutation = { save_news: { nov_id: number, nov_id_clientes: number, nov_titulo: string, nov_descricao: string, nov_data_publicacao: string, nov_data_expiracao: string, nov_url: string | null, nov_prioridade_publico_alvo: number | null, attachmentFolderId: number | null, nov_categoria_principal: { cat_id: number, cat_nome: string, cat_id_clientes: number, principal: boolean } | null, nov_categoria_secundaria: Array<{ cat_id: number, cat_nome: string, cat_id_clientes: number, principal: boolean }>, nov_publico_alvo: Array<{ pua_id: number, pua_nome: string, pua_id_clientes: number }>, attachment: { ane_id: number, ane_nome_completo: string, ane_caminho: string } | null } };

export type SearchCivilStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchCivilStatesQuery = { search_civil_state: { count: number, rows: Array<{ ecv_id: number, ecv_nome: string, ecv_codigo: string | null }> } };

export type SearchDependentsQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchDependentsQuery = { search_dependents: { count: number, rows: Array<{ dep_id: number, dep_nome: string }> } };

export type CreateUserMutationVariables = Exact<{
  user: UserInput;
  files?: Array<File | Blob> | File | Blob | null | undefined;
}>;


export type CreateUserMutation = { create_user: { usu_id: number } };

export type CreateTalkToUsMutationVariables = Exact<{
  talkToUs: TalkToUsInput;
}>;


export type CreateTalkToUsMutation = { create_talk_to_us: { fac_id: number } };

export type PasswordResetLinkQueryVariables = Exact<{
  hash: string;
}>;


export type PasswordResetLinkQuery = { password_reset_link: { success: boolean, message: string } };

export type PasswordResetMutationVariables = Exact<{
  hash: string;
  usu_senha: string;
}>;


export type PasswordResetMutation = { password_reset: { success: boolean, message: string } };

export type CheckAuthenticityMutationVariables = Exact<{
  userId: number;
  token: string;
}>;


export type CheckAuthenticityMutation = { checkAuthenticity: { valid: boolean } };

export type QueueClientsQueryVariables = Exact<{
  code?: string | null | undefined;
}>;


export type QueueClientsQuery = { queue_clients: Array<{ cli_id: number, cli_nome: string, cli_codigo: string, cli_codigo_municipio_ibge: string | null, configuration: { coc_id: number, coc_codigo_clientes: string, coc_tempo_antedimento: number | null, coc_ativo_portal: boolean, coc_logo: string | null, coc_link_lei_transparencia_fila: string | null } | null }> };

export type QueueServicesQueryVariables = Exact<{
  client: string;
}>;


export type QueueServicesQuery = { queue_services_avaliable: Array<{ name: string, value: string }> };

export type QueueStatusesQueryVariables = Exact<{
  client: string;
}>;


export type QueueStatusesQuery = { queue_status: Array<{ name: string, value: string }> };

export type QueueUnitHealthsQueryVariables = Exact<{
  client: string;
  role: UnitHealthRole;
}>;


export type QueueUnitHealthsQuery = { queue_unithealths: Array<{ nome_unidade_saude: string }> };

export type QueueProceduresQueryVariables = Exact<{
  client: string;
  service: string;
}>;


export type QueueProceduresQuery = { queue_procedures: Array<{ procedimento: string, servico: string }> };

export type SearchQueueQueryVariables = Exact<{
  client: string;
  status: QueueStatus;
  procedure: string;
  service: string;
  requestingUnithealth?: string | null | undefined;
  regulatoryUnithealth?: string | null | undefined;
  performingUnithealth?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SearchQueueQuery = { queue: { count: number, rows: Array<{ fir_id: number, fir_fila_id: number | null, fir_tipos_filas: string, fir_codigo_cliente: string | null, fir_ordem_regulada: number, fir_iniciais_nome: string, fir_data_nascimento: string | null, fir_data_solicitacao: string, fir_data_entrada_fila: string | null, fir_data_agendamento: string | null, fir_data_execucao: string | null, fir_data_atendimento: string | null, fir_dias_na_fila: number | null, fir_cns: string | null, fir_procedimentos: string, fir_prioridade: string | null, fir_nome_unidade_saude_solicitante: string | null, fir_nome_unidade_saude_reguladora: string | null, fir_nome_unidade_saude_executante: string | null, fir_observacao: string | null, fir_status: QueueStatus, tempo_espera: string | null }> } };

export type SearchCitiesQueryVariables = Exact<{
  uf?: string | null | undefined;
  name?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type SearchCitiesQuery = { cities: { count: number, rows: Array<{ id: number, name: string, uf: string, cep: string | null, ibgeCode: string, code: string | null }> } };

export type WaitEstimatesQueryVariables = Exact<{
  client: string;
  service?: string | null | undefined;
  procedure?: string | null | undefined;
  unit?: string | null | undefined;
}>;


export type WaitEstimatesQuery = { queue_wait_estimates: { data_date: string, window_start: string, window_end: string, min_cases: number, rows: Array<{ service: string, procedure: string | null, waiting: number | null, cases: number | null, median_days: number | null, p90_days: number | null, unavailable: WaitEstimateUnavailable | null, by_priority: Array<{ priority: string | null, cases: number | null, median_days: number | null, p90_days: number | null, unavailable: WaitEstimateUnavailable | null }> }> } };

export type QueueFlowQueryVariables = Exact<{
  client: string;
  service?: string | null | undefined;
  unit?: string | null | undefined;
}>;


export type QueueFlowQuery = { queue_flow: { data_date: string, months: Array<{ month: string, entries: number | null, served: number | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const NewsFieldsFragmentDoc = new TypedDocumentString(`
    fragment NewsFields on NewsItem {
  nov_id
  nov_id_clientes
  nov_titulo
  nov_descricao
  nov_data_publicacao
  nov_data_expiracao
  nov_url
  nov_categoria_principal {
    cat_id
    cat_nome
    cat_id_clientes
    principal
  }
  nov_categoria_secundaria {
    cat_id
    cat_nome
    cat_id_clientes
    principal
  }
  nov_publico_alvo {
    pua_id
    pua_nome
    pua_id_clientes
  }
  nov_prioridade_publico_alvo
  attachment {
    ane_id
    ane_nome_completo
    ane_caminho
  }
  attachmentFolderId
}
    `, {"fragmentName":"NewsFields"}) as unknown as TypedDocumentString<NewsFieldsFragment, unknown>;
export const SearchAppUsersDocument = new TypedDocumentString(`
    query SearchAppUsers($clientId: Int!, $clientUserId: Int!, $limit: Int = 10, $offset: Int = 0, $user: String, $status: Int, $county: String) {
  users_without_auth(
    clientId: $clientId
    clientUserId: $clientUserId
    limit: $limit
    offset: $offset
    user: $user
    status: $status
    county: $county
  ) {
    count
    rows {
      usu_id
      usu_nome_usuario
      usu_email
      usu_nome_mae
      usu_nascimento
      usu_cpf
      usu_cep
      usu_telefone
      usu_cns
      usu_status
      usu_imagem
      usu_genero
      usu_cod_ibge_municipio
      usu_id_estados_civis
      usu_id_dependentes
      anexos {
        ane_id
        ane_nome_completo
        ane_caminho
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchAppUsersQuery, SearchAppUsersQueryVariables>;
export const AuthorizeUserDocument = new TypedDocumentString(`
    mutation AuthorizeUser($id: Int!) {
  authorizeUser(id: $id) {
    usu_id
    usu_status
  }
}
    `) as unknown as TypedDocumentString<AuthorizeUserMutation, AuthorizeUserMutationVariables>;
export const SearchClientUserDocument = new TypedDocumentString(`
    query SearchClientUser($clientId: Int!, $clientUserId: Int!, $filter: String) {
  search_client_user(
    clientId: $clientId
    clientUserId: $clientUserId
    filter: $filter
  ) {
    count
    rows {
      usc_id
      usc_nome_usuario
      usc_login
      usc_id_clientes
    }
  }
}
    `) as unknown as TypedDocumentString<SearchClientUserQuery, SearchClientUserQueryVariables>;
export const CreateClientUserDocument = new TypedDocumentString(`
    mutation CreateClientUser($clientUser: ClientUserInput!) {
  create_client_user(clientUser: $clientUser) {
    usc_id
    usc_nome_usuario
    usc_login
    usc_id_clientes
  }
}
    `) as unknown as TypedDocumentString<CreateClientUserMutation, CreateClientUserMutationVariables>;
export const UpdateClientUserDocument = new TypedDocumentString(`
    mutation UpdateClientUser($clientUser: ClientUserUpdateInput!) {
  update_client_user(clientUser: $clientUser) {
    usc_id
    usc_nome_usuario
    usc_login
    usc_id_clientes
  }
}
    `) as unknown as TypedDocumentString<UpdateClientUserMutation, UpdateClientUserMutationVariables>;
export const DeleteClientUserDocument = new TypedDocumentString(`
    mutation DeleteClientUser($id: Int!) {
  delete_client_user(id: $id) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteClientUserMutation, DeleteClientUserMutationVariables>;
export const SearchClientUserRemovalsDocument = new TypedDocumentString(`
    query SearchClientUserRemovals($clientId: Int!) {
  client_user_removals(clientId: $clientId) {
    count
    rows {
      ruc_id
      ruc_usc_id
      ruc_nome_usuario
      ruc_login
      ruc_removido_por_id
      ruc_removido_por_nome
      ruc_removido_por_login
      ruc_removido_em
    }
  }
}
    `) as unknown as TypedDocumentString<SearchClientUserRemovalsQuery, SearchClientUserRemovalsQueryVariables>;
export const GetClientConfigurationDocument = new TypedDocumentString(`
    query GetClientConfiguration($codeClient: String!) {
  client_configurations_by_code(codeClient: $codeClient) {
    coc_id
    coc_ativo_portal
    coc_avisos_automaticos
    coc_encarregado_nome
    coc_encarregado_email
    coc_encarregado_telefone
    coc_link_privacidade
  }
}
    `) as unknown as TypedDocumentString<GetClientConfigurationQuery, GetClientConfigurationQueryVariables>;
export const UpdateClientConfigurationDocument = new TypedDocumentString(`
    mutation UpdateClientConfiguration($id: Int!, $clientConfiguration: ClientConfigurationInput!) {
  update_client_configuration(id: $id, clientConfiguration: $clientConfiguration) {
    coc_id
    coc_ativo_portal
    coc_avisos_automaticos
    coc_encarregado_nome
    coc_encarregado_email
    coc_encarregado_telefone
    coc_link_privacidade
  }
}
    `) as unknown as TypedDocumentString<UpdateClientConfigurationMutation, UpdateClientConfigurationMutationVariables>;
export const SearchStatusImportDocument = new TypedDocumentString(`
    query SearchStatusImport($clientId: Int!) {
  search_status_import(clientId: $clientId) {
    count
    rows {
      ims_id
      ims_nome_arquivo
      ims_situacao
      ims_alterado_em
      ims_id_clientes
      ims_linhas_lidas
      ims_linhas_importadas
      ims_linhas_adicionadas
      ims_linhas_atualizadas
      ims_linhas_inalteradas
      ims_total_erros
      ims_pode_desfazer
      ims_erros {
        linha
        campo
        mensagem
      }
      ims_avisos_pacientes
      ims_total_avisos
      ims_avisos {
        campo
        valor
        linhas
        ocorrencias
        sugestoes
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SearchStatusImportQuery, SearchStatusImportQueryVariables>;
export const SearchCategoriesDocument = new TypedDocumentString(`
    query SearchCategories($clientId: Int!) {
  categories(clientId: $clientId) {
    count
    rows {
      cat_id
      cat_id_clientes
      cat_nome
      cat_descricao
    }
  }
}
    `) as unknown as TypedDocumentString<SearchCategoriesQuery, SearchCategoriesQueryVariables>;
export const SearchNewsDocument = new TypedDocumentString(`
    query SearchNews($clientId: Int!, $title: String, $isNewsCurrent: Boolean, $limit: Int = 10, $offset: Int = 0) {
  search_news(
    clientId: $clientId
    title: $title
    isNewsCurrent: $isNewsCurrent
    limit: $limit
    offset: $offset
  ) {
    count
    rows {
      ...NewsFields
    }
  }
}
    fragment NewsFields on NewsItem {
  nov_id
  nov_id_clientes
  nov_titulo
  nov_descricao
  nov_data_publicacao
  nov_data_expiracao
  nov_url
  nov_categoria_principal {
    cat_id
    cat_nome
    cat_id_clientes
    principal
  }
  nov_categoria_secundaria {
    cat_id
    cat_nome
    cat_id_clientes
    principal
  }
  nov_publico_alvo {
    pua_id
    pua_nome
    pua_id_clientes
  }
  nov_prioridade_publico_alvo
  attachment {
    ane_id
    ane_nome_completo
    ane_caminho
  }
  attachmentFolderId
}`) as unknown as TypedDocumentString<SearchNewsQuery, SearchNewsQueryVariables>;
export const CreateNewsDocument = new TypedDocumentString(`
    mutation CreateNews($news: NewsInput!, $file: Upload) {
  create_news(news: $news, file: $file) {
    ...NewsFields
  }
}
    fragment NewsFields on NewsItem {
  nov_id
  nov_id_clientes
  nov_titulo
  nov_descricao
  nov_data_publicacao
  nov_data_expiracao
  nov_url
  nov_categoria_principal {
    cat_id
    cat_nome
    cat_id_clientes
    principal
  }
  nov_categoria_secundaria {
    cat_id
    cat_nome
    cat_id_clientes
    principal
  }
  nov_publico_alvo {
    pua_id
    pua_nome
    pua_id_clientes
  }
  nov_prioridade_publico_alvo
  attachment {
    ane_id
    ane_nome_completo
    ane_caminho
  }
  attachmentFolderId
}`) as unknown as TypedDocumentString<CreateNewsMutation, CreateNewsMutationVariables>;
export const SaveNewsDocument = new TypedDocumentString(`
    mutation SaveNews($id: Int!, $news: NewsInput!, $file: Upload) {
  save_news(id: $id, news: $news, file: $file) {
    ...NewsFields
  }
}
    fragment NewsFields on NewsItem {
  nov_id
  nov_id_clientes
  nov_titulo
  nov_descricao
  nov_data_publicacao
  nov_data_expiracao
  nov_url
  nov_categoria_principal {
    cat_id
    cat_nome
    cat_id_clientes
    principal
  }
  nov_categoria_secundaria {
    cat_id
    cat_nome
    cat_id_clientes
    principal
  }
  nov_publico_alvo {
    pua_id
    pua_nome
    pua_id_clientes
  }
  nov_prioridade_publico_alvo
  attachment {
    ane_id
    ane_nome_completo
    ane_caminho
  }
  attachmentFolderId
}`) as unknown as TypedDocumentString<SaveNewsMutation, SaveNewsMutationVariables>;
export const SearchCivilStatesDocument = new TypedDocumentString(`
    query SearchCivilStates {
  search_civil_state {
    count
    rows {
      ecv_id
      ecv_nome
      ecv_codigo
    }
  }
}
    `) as unknown as TypedDocumentString<SearchCivilStatesQuery, SearchCivilStatesQueryVariables>;
export const SearchDependentsDocument = new TypedDocumentString(`
    query SearchDependents {
  search_dependents {
    count
    rows {
      dep_id
      dep_nome
    }
  }
}
    `) as unknown as TypedDocumentString<SearchDependentsQuery, SearchDependentsQueryVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($user: UserInput!, $files: [Upload!]) {
  create_user(user: $user, files: $files) {
    usu_id
  }
}
    `) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const CreateTalkToUsDocument = new TypedDocumentString(`
    mutation CreateTalkToUs($talkToUs: TalkToUsInput!) {
  create_talk_to_us(talkToUs: $talkToUs) {
    fac_id
  }
}
    `) as unknown as TypedDocumentString<CreateTalkToUsMutation, CreateTalkToUsMutationVariables>;
export const PasswordResetLinkDocument = new TypedDocumentString(`
    query PasswordResetLink($hash: String!) {
  password_reset_link(hash: $hash) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<PasswordResetLinkQuery, PasswordResetLinkQueryVariables>;
export const PasswordResetDocument = new TypedDocumentString(`
    mutation PasswordReset($hash: String!, $usu_senha: String!) {
  password_reset(hash: $hash, usu_senha: $usu_senha) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<PasswordResetMutation, PasswordResetMutationVariables>;
export const CheckAuthenticityDocument = new TypedDocumentString(`
    mutation CheckAuthenticity($userId: Int!, $token: String!) {
  checkAuthenticity(userId: $userId, token: $token) {
    valid
  }
}
    `) as unknown as TypedDocumentString<CheckAuthenticityMutation, CheckAuthenticityMutationVariables>;
export const QueueClientsDocument = new TypedDocumentString(`
    query QueueClients($code: String) {
  queue_clients(cli_codigo: $code) {
    cli_id
    cli_nome
    cli_codigo
    cli_codigo_municipio_ibge
    configuration {
      coc_id
      coc_codigo_clientes
      coc_tempo_antedimento
      coc_ativo_portal
      coc_logo
      coc_link_lei_transparencia_fila
    }
  }
}
    `) as unknown as TypedDocumentString<QueueClientsQuery, QueueClientsQueryVariables>;
export const QueueServicesDocument = new TypedDocumentString(`
    query QueueServices($client: String!) {
  queue_services_avaliable(client: $client) {
    name
    value
  }
}
    `) as unknown as TypedDocumentString<QueueServicesQuery, QueueServicesQueryVariables>;
export const QueueStatusesDocument = new TypedDocumentString(`
    query QueueStatuses($client: String!) {
  queue_status(client: $client) {
    name
    value
  }
}
    `) as unknown as TypedDocumentString<QueueStatusesQuery, QueueStatusesQueryVariables>;
export const QueueUnitHealthsDocument = new TypedDocumentString(`
    query QueueUnitHealths($client: String!, $role: UnitHealthRole!) {
  queue_unithealths(client: $client, role: $role) {
    nome_unidade_saude
  }
}
    `) as unknown as TypedDocumentString<QueueUnitHealthsQuery, QueueUnitHealthsQueryVariables>;
export const QueueProceduresDocument = new TypedDocumentString(`
    query QueueProcedures($client: String!, $service: String!) {
  queue_procedures(client: $client, service: $service) {
    procedimento
    servico
  }
}
    `) as unknown as TypedDocumentString<QueueProceduresQuery, QueueProceduresQueryVariables>;
export const SearchQueueDocument = new TypedDocumentString(`
    query SearchQueue($client: String!, $status: QueueStatus!, $procedure: String!, $service: String!, $requestingUnithealth: String, $regulatoryUnithealth: String, $performingUnithealth: String, $offset: Int = 0, $limit: Int = 10) {
  queue(
    client: $client
    status: $status
    procedure: $procedure
    service: $service
    requesting_unithealth: $requestingUnithealth
    regulatory_unithealth: $regulatoryUnithealth
    performing_unithealth: $performingUnithealth
    offset: $offset
    limit: $limit
  ) {
    count
    rows {
      fir_id
      fir_fila_id
      fir_tipos_filas
      fir_codigo_cliente
      fir_ordem_regulada
      fir_iniciais_nome
      fir_data_nascimento
      fir_data_solicitacao
      fir_data_entrada_fila
      fir_data_agendamento
      fir_data_execucao
      fir_data_atendimento
      fir_dias_na_fila
      fir_cns
      fir_procedimentos
      fir_prioridade
      fir_nome_unidade_saude_solicitante
      fir_nome_unidade_saude_reguladora
      fir_nome_unidade_saude_executante
      fir_observacao
      fir_status
      tempo_espera
    }
  }
}
    `) as unknown as TypedDocumentString<SearchQueueQuery, SearchQueueQueryVariables>;
export const SearchCitiesDocument = new TypedDocumentString(`
    query SearchCities($uf: String, $name: String, $limit: Int = 5000, $offset: Int = 0) {
  cities(uf: $uf, name: $name, limit: $limit, offset: $offset) {
    count
    rows {
      id
      name
      uf
      cep
      ibgeCode
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SearchCitiesQuery, SearchCitiesQueryVariables>;
export const WaitEstimatesDocument = new TypedDocumentString(`
    query WaitEstimates($client: String!, $service: String, $procedure: String, $unit: String) {
  queue_wait_estimates(
    client: $client
    service: $service
    procedure: $procedure
    unit: $unit
  ) {
    data_date
    window_start
    window_end
    min_cases
    rows {
      service
      procedure
      waiting
      cases
      median_days
      p90_days
      unavailable
      by_priority {
        priority
        cases
        median_days
        p90_days
        unavailable
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WaitEstimatesQuery, WaitEstimatesQueryVariables>;
export const QueueFlowDocument = new TypedDocumentString(`
    query QueueFlow($client: String!, $service: String, $unit: String) {
  queue_flow(client: $client, service: $service, unit: $unit) {
    data_date
    months {
      month
      entries
      served
    }
  }
}
    `) as unknown as TypedDocumentString<QueueFlowQuery, QueueFlowQueryVariables>;