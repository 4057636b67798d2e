/**
 * Every behavioural check of the conformance tour, in the order it runs: what it asks of a backend
 * and whether it writes. The tour's report and the contract docs' 'Conformidade' page are made from
 * this list, so an integrator reads exactly what will be asked before running it.
 */
import { GRAPHQL_LIMITS } from '../../src/limits';

export type Area =
  | 'auth'
  | 'queries'
  | 'privacy'
  | 'state'
  | 'import'
  | 'campaigns'
  | 'hostile'
  | 'errors'
  | 'isolation';

export const AREAS: Record<Area, string> = {
  auth: 'Authentication and authorization',
  queries: 'Filters, paging and ordering',
  privacy: 'Privacy of the public queue and of a patient’s requests',
  state: 'State: what is created can be read, changed and removed',
  import: 'Queue import',
  campaigns: '‘Você ainda precisa?’ campaigns',
  hostile: 'Hostile input: sizes and keys',
  errors: 'Error answers',
  isolation: 'Isolation between municipalities and between patients',
};

export interface CheckInfo {
  id: string;
  area: Area;
  title: string;
  /** What the backend must do, as the report and the docs say it. */
  asks: string;
  /** `write` checks create data (marked as the tour's own, removed afterwards): `--write` only. */
  mode: 'read' | 'write';
}

export const CHECKS = [
  {
    id: 'auth.no-token',
    area: 'auth',
    title: 'No token',
    asks: 'Every protected operation (REST of both APIs, and the Portal Gerencial’s GraphQL fields) refuses a call without Authorization: 401 (GraphQL: an UNAUTHENTICATED error). Read-only, only the operations that cannot change anything (reads, removals of ids no row has) are called; with --write, all of them.',
    mode: 'read',
  },
  {
    id: 'auth.garbage-token',
    area: 'auth',
    title: 'Garbage token',
    asks: 'Every protected operation refuses `Authorization: Bearer <garbage>` with 401.',
    mode: 'read',
  },
  {
    id: 'auth.foreign-token',
    area: 'auth',
    title: 'Another API’s token',
    asks: 'The main API refuses the panel’s token, and the panel API refuses the main API’s admin token: 401 on every protected operation.',
    mode: 'read',
  },
  {
    id: 'auth.logged-out-token',
    area: 'auth',
    title: 'Logged-out token',
    asks: 'After POST /api/panel/logout, that token gets 401 on every panel operation, renewal included.',
    mode: 'read',
  },
  {
    id: 'auth.patient-on-admin',
    area: 'auth',
    title: 'Patient token on admin operations',
    asks: 'A patient’s token gets 401 or 403 on every Portal Gerencial operation (REST), and a FORBIDDEN or UNAUTHENTICATED error on its GraphQL fields.',
    mode: 'read',
  },
  {
    id: 'auth.other-client',
    area: 'auth',
    title: 'Another client’s data',
    asks: 'An admin of one client asking with another client’s id (clientId) gets 403 (GraphQL: a FORBIDDEN error), on every operation that takes a clientId.',
    mode: 'read',
  },
  {
    id: 'auth.passwords',
    area: 'auth',
    title: 'Passwords',
    asks: 'The patient, admin and panel logins refuse a wrong password (401) and accept the right one (200).',
    mode: 'read',
  },
  {
    id: 'queries.queue-filters',
    area: 'queries',
    title: 'Queue filters',
    asks: 'Every row of a public queue search has the service, procedure and status it was searched by, for every status offered.',
    mode: 'read',
  },
  {
    id: 'queries.queue-order',
    area: 'queries',
    title: 'Queue order',
    asks: 'The public queue comes ordered by fir_ordem_regulada: regulated positions ascending, then the unregulated (0), across pages.',
    mode: 'read',
  },
  {
    id: 'queries.news-title',
    area: 'queries',
    title: 'News by title',
    asks: 'Every news row found by `title` holds that text in its title (case and accents aside), and the filter narrows the list.',
    mode: 'read',
  },
  {
    id: 'queries.rss-link',
    area: 'queries',
    title: 'RSS by link',
    asks: 'Every feed found by `link` holds that text in its link (case aside).',
    mode: 'read',
  },
  {
    id: 'queries.app-users-name',
    area: 'queries',
    title: 'App users by name',
    asks: 'Every app user found by `user` holds that text in their name (case and accents aside).',
    mode: 'read',
  },
  {
    id: 'queries.paging',
    area: 'queries',
    title: 'Pages',
    asks: 'Pages of a small result (news, app users, the public queue) are disjoint, keep the same `count`, and together hold exactly `count` rows.',
    mode: 'read',
  },
  {
    id: 'queries.limit-offset',
    area: 'queries',
    title: 'limit and offset at their edges',
    asks: '`limit=1` answers one row, `offset=count-1` the last one, `offset=count` none, with the same `count` each time.',
    mode: 'read',
  },
  {
    id: 'queries.wait-estimates',
    area: 'queries',
    title: 'Wait estimates',
    asks: 'The wait figures (queue_wait_estimates) hold together: a service’s waiting count is the sum of its procedures’, the median is at most the 90th percentile, figures come with at least min_cases cases and never without them, the window ends on the date of the data; and the waiting count of a procedure is the public queue’s SOLICITADO count for it. The same for each priority class (`by_priority`): figures only from min_cases cases of that class, the reason otherwise, the classes once each with the most urgent first, their cases adding up to the row’s. No count from 1 to 4 is published (it is null; a withheld count is taken as 1 to 4 in the sums).',
    mode: 'read',
  },
  {
    id: 'privacy.queue-initials',
    area: 'privacy',
    title: 'No names in the public queue',
    asks: 'Over every page of a public queue search, `fir_iniciais_nome` holds initials only (no word written out: no capital followed by small letters, no run of small letters).',
    mode: 'read',
  },
  {
    id: 'privacy.queue-cns',
    area: 'privacy',
    title: 'No CNS in the public queue',
    asks: 'Over every page of a public queue search, no field holds a 15-digit CNS; `fir_cns` has at most its last 4 digits.',
    mode: 'read',
  },
  {
    id: 'privacy.open-data',
    area: 'privacy',
    title: 'Nothing identifying in the open data',
    asks: 'The whole CSV export of a client (`GET /api/open-data/queue`) is UTF-8 with BOM, `;` separated, has the data dictionary’s columns in order and as many lines as its info counts; no cell holds a run of 11 or more digits (CPF, CNS), initials, a date with its day (the date columns hold months or quarters; elsewhere it would be a birth date), anything but an age band in `faixa_etaria`, or anything but digits in an integer column.',
    mode: 'read',
  },
  {
    id: 'privacy.open-data-aggregates',
    area: 'privacy',
    title: 'No group under 5 in the aggregate table and its history',
    asks: 'The aggregate table of a client (`GET /api/open-data/queue/aggregates`) and its newest kept day (`/history/{date}`), CSV and JSON: the data dictionary’s columns in order, the same lines in both formats, no count from 1 to 4 (`null` in JSON, `< 5` in CSV) and no median or 9 in 10 where fewer than 5 were attended.',
    mode: 'read',
  },
  {
    id: 'queries.open-data-aggregates-match',
    area: 'queries',
    title: 'The aggregate table agrees with itself and with the dashboard',
    asks: 'Each total of the aggregate table lies between the sum of its published parts and that sum plus 4 per suppressed part (months against their cells, services against their procedures); month by month it has `queue_flow`’s entries and services, and per service and procedure `queue_wait_estimates`’ waiting, cases, median and 90th percentile (where published) of the same date; the kept day of the date of the data is the same table; a day not kept is a 404 with the error envelope.',
    mode: 'read',
  },
  {
    id: 'queries.open-data-catalog',
    area: 'queries',
    title: 'The DCAT catalog is valid and its files answer',
    asks: 'The catalog of a client (`GET /api/open-data/catalog.jsonld`) is `application/ld+json`, expands offline with the DCAT-AP context of contracts/open-data (no term dropped, every key a full IRI), has DCAT-AP’s mandatory properties and the recommended ones the contract names (contracts/src/dcatCheck.ts); each distribution’s `dcat:downloadURL` is absolute and answers 200 with its `dcat:mediaType`.',
    mode: 'read',
  },
  {
    id: 'privacy.open-data-small-groups',
    area: 'privacy',
    title: 'No group under 5 in the open data',
    asks: 'In the whole export of a client and in one narrowed by status, CSV and JSON alike, every combination of `procedimento`, `unidade_solicitante`, `faixa_etaria` and `data_entrada_fila` is shared by 5 rows or more (the small-group rule of contracts/src/openData.ts).',
    mode: 'read',
  },
  {
    id: 'privacy.dashboard-small-groups',
    area: 'privacy',
    title: 'No count under 5 on the public dashboard',
    asks: 'The public dashboard’s flow (`queue_flow`) for a client, each of its services and each requesting unit sends no count from 1 to 4: such a count is null.',
    mode: 'read',
  },
  {
    id: 'queries.open-data-parameters',
    area: 'queries',
    title: 'Open-data parameters',
    asks: 'The open-data export refuses, with 400 and a message, a parameter the contract does not name, a format other than csv or json and an unknown status; its filters hold (every line of `service` and `status` has them).',
    mode: 'read',
  },
  {
    id: 'privacy.my-requests',
    area: 'privacy',
    title: 'A patient’s own requests only',
    asks: 'my-solicitations holds no other CPF than the patient’s own, and asking for another CPF with the patient’s token gets 403.',
    mode: 'read',
  },
  {
    id: 'state.news',
    area: 'state',
    title: 'News',
    asks: 'A news item created is read back as sent and counted in the list; updated, it reads back updated; deleted, it is gone (404 and out of the count).',
    mode: 'write',
  },
  {
    id: 'state.rss',
    area: 'state',
    title: 'RSS feeds',
    asks: 'A feed created is read back and counted; deactivated, it reads back inactive; deleted, it is gone.',
    mode: 'write',
  },
  {
    id: 'state.bots',
    area: 'state',
    title: 'Chatbots',
    asks: 'A bot created is found by name and counted; updated, it is found updated; deleted, it is not found.',
    mode: 'write',
  },
  {
    id: 'state.client-users',
    area: 'state',
    title: 'Client users',
    asks: 'A client user created is found by name and counted; renamed, found by the new name; deleted, not found.',
    mode: 'write',
  },
  {
    id: 'state.client-user-rules',
    area: 'state',
    title: 'Client users: login, removal rules and record',
    asks: 'A login outside its rule (3 to 30 of a-z, 0-9, dot, hyphen) is refused with a BAD_USER_INPUT error, and one already in use (the admin’s own) with a CONFLICT error, each with a message and nothing created. A user created with a login is listed with it and logs in with it (not with its name). Removing one’s own account answers success false with a message saying why (not only the generic ‘Não foi possível remover.’) and removes nothing; so does removing a client’s last account (checked with the other municipality’s admin when that account is its client’s only one). A removal is recorded: client_user_removals lists who was removed, by whom, when.',
    mode: 'write',
  },
  {
    id: 'state.scheduled',
    area: 'state',
    title: 'Scheduled notifications',
    asks: 'A schedule created is found by title with its recipient and time; a recipient and a time added are read back; its message updated reads back; removed, it is not found.',
    mode: 'write',
  },
  {
    id: 'state.cleanup',
    area: 'state',
    title: 'Clean-up',
    asks: 'Whatever the checks created and did not remove themselves (a check that failed halfway) is removed at the end of the tour.',
    mode: 'write',
  },
  {
    id: 'import.bad-row',
    area: 'import',
    title: 'A file with one bad row',
    asks: 'An import with one bad row adds nothing (the queue count is unchanged) and its status ends FALHOU naming that row.',
    mode: 'write',
  },
  {
    id: 'import.valid-rows',
    area: 'import',
    title: 'Only the valid rows, when asked',
    asks: 'With somente_validas=true, a file with one bad row imports the others together: CONCLUIDO_COM_ERROS, one row added, ims_erros naming the row left out.',
    mode: 'write',
  },
  {
    id: 'import.new-names',
    area: 'import',
    title: 'Names the queue has not seen',
    asks: 'A file naming a known procedure with more words after it is imported all the same (CONCLUIDO), and its status warns about that procedure (ims_avisos: line, rows) offering the known one, and about the unseen requesting unit; suggestions are names the filter lists have.',
    mode: 'write',
  },
  {
    id: 'import.good-file',
    area: 'import',
    title: 'A good file',
    asks: 'A good import ends CONCLUIDO, counts its rows as added, its rows are in the public queue, and its procedure and unit in the filter lists.',
    mode: 'write',
  },
  {
    id: 'import.undo',
    area: 'import',
    title: 'Undoing the last import',
    asks: 'Undoing the good import removes its rows, its procedure and its unit from the queue and the filter lists, marks it DESFEITA, and a second undo is refused (409).',
    mode: 'write',
  },
  {
    id: 'import.status-notices',
    area: 'import',
    title: 'Automatic notices, once',
    asks: 'With the admin’s municipality’s automatic notices on (coc_avisos_automaticos; skipped when off, never turned on by the tour) and the tour patient’s own on (statusNotices): a one-row file changing the status of one of the patient’s own requests (GET /api/queue/my-solicitations; a SOLICITADO one becomes AGENDADO with a scheduled date of this run) ends CONCLUIDO, the request reads with the new status, ims_avisos_pacientes is 1 (when the backend gives it) and the patient’s inbox holds exactly one more automatic notice (kind automatica), naming the procedure; the same file imported again sends none (ims_avisos_pacientes 0, no new notice). The request is then put back: the imports are undone from the last while ims_pode_desfazer allows; as only the client’s last finished import can be undone, a third file of the row as it was may put it back instead, which may send the patient a notice that the request is back in the queue (‘voltou para a fila’). The request must read as it did before.',
    mode: 'write',
  },
  {
    id: 'campaigns.own-municipality',
    area: 'campaigns',
    title: 'A campaign of the staff’s own municipality only',
    asks: 'Another municipality’s admin (--other-admin-login) sends a ‘Você ainda precisa?’ campaign (POST /api/interest-campaigns) with filters the tour patient’s SOLICITADO request matches (its service, procedure and status, a day under its days in the queue): it is refused with 400 ‘Nenhuma solicitação com esses filtros.’ or holds none of the patient’s requests (GET /api/interest-campaigns/{id}/requests, list answers and unreachable), and the patient’s questions (GET /api/users/interest-questions) gain none. The tour’s admin gets 404 for that campaign’s requests and does not list it (GET /api/interest-campaigns); when the first was refused, a campaign of the other municipality’s oldest request(s) of that service and status (the highest minDays its reach still chooses) is sent for this. With --write only; the contract removes no campaign, so what was sent stays in the other municipality’s list.',
    mode: 'write',
  },
  {
    id: 'campaigns.answer-idempotent',
    area: 'campaigns',
    title: 'An answer, once',
    asks: 'The admin sends a campaign narrowed to the tour patient’s SOLICITADO request (its service, procedure, requesting unit and status, a day under its days in the queue; a question of an earlier campaign still open for it is answered SIM first): the patient finds one new question for it (GET /api/users/interest-questions) and the inbox’s notice of the same id, of kind pergunta; answering NAO with a reason and the patient’s current phone and e-mail (the question’s contact, else the staff’s row), then the same again over a second later, both answer 200 with the same answeredAt; the staff’s answers list holds the request once, NAO, with that answeredAt, and the campaign’s answers.no counts its NAO rows; the request is still in the patient’s list with its status; another patient’s token (the sandbox’s Google stand-in; none on another backend) gets 404 answering it, and the question still reads NAO at the first answeredAt. With --write only; the campaign stays (the contract removes none), its question answered.',
    mode: 'write',
  },
  {
    id: 'hostile.body-size',
    area: 'hostile',
    title: 'Bodies past 1 MB',
    asks: 'A body past 1 MB gets 413 with a message, whether its length is declared or not, on a public login (REST) and on GraphQL; a body just within it is read (an ordinary 400 or 401). The limit holds before the body is read: a backend must not take in 100 MB to refuse it.',
    mode: 'read',
  },
  {
    id: 'hostile.prototype-key',
    area: 'hostile',
    title: 'Prototype keys',
    asks: 'A JSON body that names `__proto__` or `constructor` at any depth, GraphQL variables that do, and a GraphQL upload whose map names `variables.__proto__.…`, each get 400 before any work; afterwards the patient and admin logins still answer as before.',
    mode: 'read',
  },
  {
    id: 'hostile.graphql-cost',
    area: 'hostile',
    title: 'GraphQL depth, aliases and rows',
    asks: `A GraphQL request past the contract’s limits (more than ${GRAPHQL_LIMITS.aliases} aliases; more than ${GRAPHQL_LIMITS.depth} levels, fragments counted; more than ${GRAPHQL_LIMITS.rows} rows, summed over the \`limit\` of its lists) gets 400 with a GraphQL error in Portuguese, before any work; a request within them (the Portal Gerencial’s ${GRAPHQL_LIMITS.rows} cities of a state) is answered.`,
    mode: 'read',
  },
  {
    id: 'hostile.lengths',
    area: 'hostile',
    title: 'Types and lengths of what is stored',
    asks: 'A news `titulo` sent as an object, a title or a file name far past its maxLength, a JSON `null` or list where an object goes, JSON sent as text/plain (400 or 415), a schedule title of 100 kB and a send to more CPFs than maxItems each get 400 before anything is kept; `cities(offset: -3)` is an error, not the last rows. With --write only: a backend that takes one creates it (removed at once).',
    mode: 'write',
  },
  {
    id: 'hostile.file-type',
    area: 'hostile',
    title: 'Stored files are what their bytes say',
    asks: 'A news image that is a page behind PNG’s first bytes gets 400, whether declared text/html or image/png; a whole PNG declared text/html is stored as the PNG it is (or refused), and its public attachment URL answers `image/png` with `Content-Security-Policy: sandbox` and `X-Content-Type-Options: nosniff`. With --write only (what is created is removed).',
    mode: 'write',
  },
  {
    id: 'auth.throttle-scoped',
    area: 'auth',
    title: 'Login throttling scoped to the account',
    asks: 'Wrong passwords for a CPF and an admin login no one has (never the tour’s own accounts): each is locked with 429 and a message by its 21st attempt from one address, and right after each lock the patient and admin logins of the tour’s accounts from that same address still answer 200. Failures of one account lock that account at that address, not the address (one address alone only past 100 failures a minute), and patient and admin logins count apart.',
    mode: 'read',
  },
  {
    id: 'errors.envelope',
    area: 'errors',
    title: 'Error envelope in Portuguese',
    asks: 'Every 4xx answer the tour sees carries the error envelope (`mensagem`, `msg` or `error`; a GraphQL answer, its first error’s `message`) with a non-empty message in Portuguese, not an English reason phrase.',
    mode: 'read',
  },
  {
    id: 'isolation.recipients',
    area: 'isolation',
    title: 'Another municipality’s patient',
    asks: 'An admin of another municipality than the patient’s finds the patient’s CPF in `validate-cpfs`’ nonexistent list; with --write, that admin’s sends to the CPF (a schedule, a push only, a removal push) each get 400 with a message, as validate-cpfs validates recipients (a schedule wrongly taken is removed at once).',
    mode: 'read',
  },
  {
    id: 'isolation.own-notices',
    area: 'isolation',
    title: 'A patient’s own notices only',
    asks: 'With a notification sent (not push only) to another patient of the admin’s municipality and one to both that patient and the tour’s: the tour patient’s inbox (GET /api/users/notices) holds no trace of the other’s and their own once, and reading the other patient’s notices (`i-<recipient id>`, as the admin’s recipient list names them) gets 404 and reads nothing; their own notice reads with 200, and again with the same readAt; a staff token gets 401 or 403 on the inbox. With --write only; the contract removes no sent notification, so both stay in the sent list.',
    mode: 'write',
  },
  {
    id: 'isolation.own-access-log',
    area: 'isolation',
    title: 'A patient’s own access log only',
    asks: 'After the admin opens another patient’s details (GET /api/app-users/{id}, the other CPF’s app user) and then the tour patient’s, each with 200, the tour patient’s access log (GET /api/users/me/access-log) holds exactly one entry more: the opening of their own details, listed first, with its purpose (‘Consulta aos dados do usuário no Portal Gerencial’), a role and a municipality, and no field but id, at, role, municipality and purpose (the staff member is not shown); a staff token gets 401 or 403 on the log. With --write only; the log is append-only, so both entries stay.',
    mode: 'write',
  },
  {
    id: 'privacy.data-requests',
    area: 'privacy',
    title: 'Requests about a patient’s data',
    asks: 'A correction the patient files (POST /api/users/me/data-requests, 201) is in the admin’s list (GET /api/data-requests) with its deadline 15 days after the day of the request and the days left to it, open requests before answered ones; another municipality’s admin neither lists it nor answers it (404); the admin’s answer gets 200 and a second answer 409, and the patient reads the first answer in their requests and in their data download (GET /api/users/me/data, `Content-Disposition: attachment; filename="meus-dados-<date>.json"`). With --write only; the contract removes no request, so the refused correction stays.',
    mode: 'write',
  },
  {
    id: 'privacy.queue-switched-off',
    area: 'privacy',
    title: 'Queue switched off',
    asks: 'With the admin’s municipality’s ‘Filas de Regulação no portal’ switched off (coc_ativo_portal false), every public read of its queue (options, search, wait estimates, flow: a FORBIDDEN GraphQL error; open data and its info: 403) is refused with a message, queue_clients still answers the switch, the patient’s own requests still answer; the switch is put back as it was.',
    mode: 'write',
  },
] as const satisfies readonly CheckInfo[];

export type CheckId = (typeof CHECKS)[number]['id'];

export const checkInfo = (id: CheckId): CheckInfo => CHECKS.find((check) => check.id === id)!;
