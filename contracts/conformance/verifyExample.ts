/**
 * `npm run contract:verify:example`: the tour against the example backend (`exampleBackend.ts`, the
 * contract's examples served as they are). Its shapes are right, so the contract part passes; its
 * behaviour is canned, so the behavioural checks must fail, by name. Exits 0 when they do (at least
 * 10 failed checks, among them authentication, a filter and privacy), 1 when the checker let a
 * canned backend through.
 */
import { startExampleBackend } from './exampleBackend';
import { formatTourReport, summarize } from './report';
import { runTour } from './tour';

export const EXPECTED = { atLeast: 10, areas: ['auth', 'queries', 'privacy'] as const };

const backend = await startExampleBackend();
try {
  const report = await runTour({ baseUrl: backend.origin, write: true, importWaitMs: 3_000 });
  console.log(formatTourReport(report));
  const failed = report.checks.filter((check) => check.status === 'fail');
  const areas = new Set(failed.map((check) => check.area));
  const contract = summarize(report).contract;
  const caught =
    contract.failed === 0 &&
    failed.length >= EXPECTED.atLeast &&
    EXPECTED.areas.every((area) => areas.has(area));
  console.log(
    `\nThe example backend's shapes: ${contract.passed} passed, ${contract.failed} failed. ` +
      `Its behaviour: ${failed.length} checks failed (${failed.map((c) => c.id).join(', ')}).`,
  );
  console.log(
    caught
      ? `As it must: the checker does not let a backend of canned examples through.`
      : `WRONG: expected the shapes to pass and at least ${EXPECTED.atLeast} behavioural failures in ${EXPECTED.areas.join(', ')}.`,
  );
  process.exitCode = caught ? 0 : 1;
} finally {
  await backend.stop();
}
