/**
 * A deliberately broken copy of the backend, one behaviour at a time: the conformance tour (through
 * msw/node, the same handlers as the sandbox) must catch each fault by the check that names it, and
 * only by checks that have to do with it.
 */
import { runTour } from '../../../contracts/conformance/tour';
import { describe, expect, it } from 'vitest';
import { ORIGIN, setupMockBackend } from '../testing/backend';
import { setFault, type Fault } from './faults';

setupMockBackend();

const CAUGHT_BY: Array<[Fault, string, string[]]> = [
  // The public queue's SOLICITADO count then disagrees with the estimates' waiting count, too.
  [
    'ignoreStatusFilter',
    'queries.queue-filters',
    ['queries.queue-filters', 'queries.queue-order', 'queries.wait-estimates'],
  ],
  // The good import's rows come back with a name where their initials were, too; so do the
  // patient's own requests, and the status-notices check's file (the row as read) is refused for
  // a fir_iniciais_nome past 20 characters.
  [
    'leakFullName',
    'privacy.queue-initials',
    ['privacy.queue-initials', 'import.good-file', 'import.status-notices'],
  ],
  [
    'leakUpperCaseName',
    'privacy.queue-initials',
    ['privacy.queue-initials', 'import.good-file', 'import.status-notices'],
  ],
  ['acceptPatientOnAdmin', 'auth.patient-on-admin', ['auth.patient-on-admin']],
  // The bad file's good row stays, and with it the procedure and unit the undo should take out
  // (and the unit the new-names check expects to be unseen).
  [
    'keepFailedImportRows',
    'import.bad-row',
    ['import.bad-row', 'import.new-names', 'import.good-file', 'import.undo'],
  ],
  // A birth date where the age band goes also splits the groups of the four columns under 5.
  ['leakOpenData', 'privacy.open-data', ['privacy.open-data', 'privacy.open-data-small-groups']],
  // The kept day of the date of the data was stored protected: it no longer equals the table.
  [
    'leakSmallAggregates',
    'privacy.open-data-aggregates',
    ['privacy.open-data-aggregates', 'queries.open-data-aggregates-match'],
  ],
  ['noBodyLimit', 'hostile.body-size', ['hostile.body-size']],
  // A JSON body naming __proto__ is then an ordinary login, refused with 401 instead of 400.
  ['acceptPrototypeKeys', 'hostile.prototype-key', ['hostile.prototype-key']],
  ['acceptForeignRecipients', 'isolation.recipients', ['isolation.recipients']],
  ['ignoreQueueSwitch', 'privacy.queue-switched-off', ['privacy.queue-switched-off']],
  ['noGraphqlLimits', 'hostile.graphql-cost', ['hostile.graphql-cost']],
  // Bodies are then taken as sent: '[object Object]' titles, 100 kB names, text/plain as JSON.
  ['noBodyRules', 'hostile.lengths', ['hostile.lengths']],
  ['trustDeclaredFileType', 'hostile.file-type', ['hostile.file-type']],
  ['lockWholeAddress', 'auth.throttle-scoped', ['auth.throttle-scoped']],
  ['undoKeepsAddedRows', 'import.undo', ['import.undo']],
  ['importWarnsNothing', 'import.new-names', ['import.new-names']],
  ['foreignNotices', 'isolation.own-notices', ['isolation.own-notices']],
  ['repeatStatusNotices', 'import.status-notices', ['import.status-notices']],
  ['campaignAcrossClients', 'campaigns.own-municipality', ['campaigns.own-municipality']],
  ['restampAnswers', 'campaigns.answer-idempotent', ['campaigns.answer-idempotent']],
  ['foreignAccessLog', 'isolation.own-access-log', ['isolation.own-access-log']],
  ['exactOpenData', 'privacy.open-data-small-groups', ['privacy.open-data-small-groups']],
  ['exactDashboardCounts', 'privacy.dashboard-small-groups', ['privacy.dashboard-small-groups']],
  ['priorityEstimatesFromFewCases', 'queries.wait-estimates', ['queries.wait-estimates']],
];

describe('the conformance tour catches a broken backend', () => {
  it.each(CAUGHT_BY)(
    '%s is caught by %s',
    async (fault, check, allowed) => {
      setFault(fault);
      const report = await runTour({ baseUrl: ORIGIN, write: true });
      const failed = report.checks.filter((c) => c.status === 'fail');
      expect(failed.map((c) => c.id)).toContain(check);
      // Nothing unrelated fails: the report points at the fault.
      expect(failed.map((c) => c.id).filter((id) => !allowed.includes(id))).toEqual([]);
      const named = failed.find((c) => c.id === check)!;
      expect(named.problems[0]!.request).not.toBe('');
      expect(named.problems[0]!.problem).not.toBe('');
    },
    120_000,
  );
});

describe('after a --write run', () => {
  it('the privacy checks still walk a procedure with rows, and catch a leak', async () => {
    // The write run imports (then undoes) a procedure of its own ('CONFORMIDADE …').
    const first = await runTour({ baseUrl: ORIGIN, write: true });
    expect(first.checks.filter((c) => c.status === 'fail').map((c) => c.id)).toEqual([]);
    setFault('leakUpperCaseName');
    const report = await runTour({ baseUrl: ORIGIN, write: false });
    const initials = report.checks.find((c) => c.id === 'privacy.queue-initials')!;
    expect(initials.status).toBe('fail');
    expect(initials.problems[0]!.problem).toMatch(/'[A-ZÀ-Ú ]{10,}' is not initials/);
  }, 240_000);
});
