/**
 * Deliberate faults (tests only): each flips one behaviour of the mock backend to what a broken
 * real backend might do, so a test can show that the conformance tour catches it, by the check that
 * names it (contracts/conformance). Never set by the sandbox, the stories or the apps.
 *
 * - `ignoreStatusFilter`: the public queue search answers every status of the service and procedure.
 * - `leakFullName`: the public queue rows carry the patient's full name instead of initials.
 * - `leakUpperCaseName`: the same, in capitals ('MARIA APARECIDA DOS SANTOS').
 * - `acceptPatientOnAdmin`: a patient's token is accepted on the Portal Gerencial's operations.
 * - `keepFailedImportRows`: a queue import with a bad row ends FALHOU but keeps its good rows.
 * - `leakOpenData`: the open-data export carries the birth date and the initials.
 * - `leakSmallAggregates`: the open data's aggregate table publishes counts from 1 to 4 and medians
 *   of fewer than 5 waits.
 * - `noBodyLimit`: a body of any size is read and handled (no 413).
 * - `acceptPrototypeKeys`: a JSON body naming `__proto__` or `constructor` reaches the handlers.
 * - `acceptForeignRecipients`: a send takes CPFs of another municipality's patients.
 * - `ignoreQueueSwitch`: the public queue reads answer although the client switched its queue off.
 * - `noGraphqlLimits`: a GraphQL request of any depth, aliases and rows is run.
 * - `noBodyRules`: JSON bodies are taken whatever their type, shape and lengths (no contract check).
 * - `trustDeclaredFileType`: a news image is taken by its first bytes and kept with its declared type.
 * - `lockWholeAddress`: 20 failed logins of any accounts lock the address out of every login.
 * - `undoKeepsAddedRows`: undoing an import answers 200 and marks it DESFEITA, but its added
 *   rows stay in the queue.
 * - `importWarnsNothing`: an import says nothing of the procedures and units the queue has not seen.
 * - `foreignNotices`: a patient's inbox holds every notice of their municipality, whoever it was sent
 *   to, and reads any of them.
 * - `repeatStatusNotices`: a re-import tells the patient again of a status they were already told of
 *   (the rows it leaves as they were count as changes, and the once-only rule is ignored).
 * - `campaignAcrossClients`: a 'Você ainda precisa?' campaign chooses requests of every
 *   municipality, not only the staff's own.
 * - `restampAnswers`: answering a campaign's question again with the same answer records it anew
 *   (a new `answeredAt`), as if it were a second answer.
 * - `priorityEstimatesFromFewCases`: the wait estimates give a priority class its median and 9 in
 *   10 from 5 served requests on, below the 20 the contract asks for.
 * - `exactOpenData`: the open-data export leaves every row as it is: no 'Outras unidades', no wider
 *   band or quarter, no row left out, so groups of 1 to 4 rows are published.
 * - `exactDashboardCounts`: the public dashboard's flow (queue_flow) sends its counts of 1 to 4
 *   instead of null.
 * - `foreignAccessLog`: a patient's access log ('Quem acessou meus dados') lists the accesses to
 *   every patient of their municipality, not only their own.
 */
export type Fault =
  | 'foreignAccessLog'
  | 'ignoreStatusFilter'
  | 'leakFullName'
  | 'leakUpperCaseName'
  | 'acceptPatientOnAdmin'
  | 'keepFailedImportRows'
  | 'leakOpenData'
  | 'leakSmallAggregates'
  | 'noBodyLimit'
  | 'acceptPrototypeKeys'
  | 'acceptForeignRecipients'
  | 'ignoreQueueSwitch'
  | 'noGraphqlLimits'
  | 'noBodyRules'
  | 'trustDeclaredFileType'
  | 'lockWholeAddress'
  | 'undoKeepsAddedRows'
  | 'importWarnsNothing'
  | 'foreignNotices'
  | 'repeatStatusNotices'
  | 'campaignAcrossClients'
  | 'restampAnswers'
  | 'priorityEstimatesFromFewCases'
  | 'exactOpenData'
  | 'exactDashboardCounts';

const active = new Set<Fault>();

export function setFault(fault: Fault): void {
  active.add(fault);
}

export function resetFaults(): void {
  active.clear();
}

export const hasFault = (fault: Fault): boolean => active.has(fault);
