/**
 * The tour's report: the contract's shape steps, then a table per area of the behavioural checks
 * (passed, failed with the request that showed each problem, skipped with why), and the same as
 * JSON for machines (`--json FILE`).
 */
import { AREAS, CHECKS, type Area } from './checks/catalogue';
import type { CheckResult } from './checks/checker';
import { formatReport, formatTable, type StepResult } from './harness';

export interface TourReport {
  mode: 'read-only' | 'write';
  /** The contract's shape steps (every answer valid for the documented response). */
  steps: StepResult[];
  /** The behavioural checks, in catalogue order. */
  checks: CheckResult[];
}

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const tally = (items: Array<{ status: 'pass' | 'fail' | 'skip' }>): Tally => ({
  passed: items.filter((i) => i.status === 'pass').length,
  failed: items.filter((i) => i.status === 'fail').length,
  skipped: items.filter((i) => i.status === 'skip').length,
});

const stepStatus = (step: StepResult) =>
  step.skipped ? ('skip' as const) : step.ok ? ('pass' as const) : ('fail' as const);

export function summarize(report: TourReport) {
  const areas = Object.fromEntries(
    (Object.keys(AREAS) as Area[]).map((area) => [
      area,
      tally(report.checks.filter((check) => check.area === area)),
    ]),
  ) as Record<Area, Tally>;
  return {
    mode: report.mode,
    contract: tally(report.steps.map((step) => ({ status: stepStatus(step) }))),
    areas,
    behaviour: tally(report.checks),
    ok:
      report.steps.every((step) => step.ok) &&
      report.checks.every((check) => check.status !== 'fail'),
  };
}

/** The JSON report: the summary, every check with its problems, every step. */
export function jsonReport(report: TourReport) {
  return {
    ...summarize(report),
    catalogue: CHECKS,
    checks: report.checks,
    steps: report.steps,
  };
}

export function formatTourReport(report: TourReport): string {
  const out = [`Contract (every answer against the documented shapes), ${report.mode}:`, ''];
  out.push(formatReport(report.steps), '');
  for (const area of Object.keys(AREAS) as Area[]) {
    const checks = report.checks.filter((check) => check.area === area);
    if (!checks.length) continue;
    const t = tally(checks);
    out.push(
      `${AREAS[area]} — ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`,
      ...formatTable(
        ['check', 'result', 'cases', 'detail'],
        checks.map((check) => [
          check.id,
          check.status === 'pass' ? 'pass' : check.status === 'fail' ? 'FAIL' : 'skip',
          String(check.cases),
          check.status === 'skip'
            ? (check.why ?? '')
            : check.status === 'fail'
              ? `${check.problems[0]!.problem} — ${check.problems[0]!.request}`.slice(0, 160)
              : check.title,
        ]),
      ),
      '',
    );
  }
  const failed = report.checks.filter((check) => check.status === 'fail');
  if (failed.length) {
    out.push('Behavioural failures:');
    for (const check of failed) {
      out.push(`  ${check.id}: ${check.asks}`);
      for (const { problem, request } of check.problems)
        out.push(`       - ${problem}`, `         ${request}`);
    }
    out.push('');
  }
  const s = summarize(report);
  out.push(
    `Contract: ${s.contract.passed} passed, ${s.contract.failed} failed, ${s.contract.skipped} skipped. ` +
      `Behaviour: ${s.behaviour.passed} passed, ${s.behaviour.failed} failed, ${s.behaviour.skipped} skipped (${report.mode}).`,
  );
  return out.join('\n');
}
