import { render, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@portal/mocks/node';
import { failureMessage } from '../../api/failureMessage';
import { MALFORMED_REPLY } from '../../api/reply';
import { TestProviders } from '../../testing/TestProviders';
import { useWaitEstimates } from './api';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ROW = {
  service: 'CONSULTAS',
  procedure: 'CONSULTA EM CARDIOLOGIA',
  waiting: 181,
  cases: 68,
  median_days: 70,
  p90_days: 154,
  unavailable: null,
  by_priority: [
    { priority: 'P1', cases: null, median_days: null, p90_days: null, unavailable: 'FEW_CASES' },
    { priority: 'P3', cases: 32, median_days: 70, p90_days: 154, unavailable: null },
  ],
};
const [FEW, P3] = ROW.by_priority as unknown as [Record<string, unknown>, Record<string, unknown>];

/** Answers WaitEstimates with one row (over the contract's other fields). */
function answerWith(row: Record<string, unknown>) {
  server.use(
    graphql.query('WaitEstimates', () =>
      HttpResponse.json({
        data: {
          queue_wait_estimates: {
            data_date: '2026-11-20',
            window_start: '2025-11-21',
            window_end: '2026-11-20',
            min_cases: 20,
            rows: [row],
          },
        },
      }),
    ),
  );
}

function Estimates() {
  const { data, error } = useWaitEstimates('3302858', { service: null, unit: null });
  if (error) return <p>erro: {failureMessage(error)}</p>;
  return <p>{data ? `linhas: ${data.rows.length}` : 'carregando'}</p>;
}

describe('the wait estimates are data only once they are consistent', () => {
  it('takes the seed’s answer', async () => {
    render(
      <TestProviders>
        <Estimates />
      </TestProviders>,
    );
    // The first call seeds the mock database: seconds on a loaded 2-core machine.
    expect(await screen.findByText(/^linhas: \d+$/, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('takes a row with its classes, counts under 5 withheld', async () => {
    answerWith({ ...ROW, waiting: null });
    render(
      <TestProviders>
        <Estimates />
      </TestProviders>,
    );
    expect(await screen.findByText('linhas: 1')).toBeInTheDocument();
  });

  it.each([
    ['figures with a reason for none', { ...ROW, unavailable: 'FEW_CASES' }],
    ['no reason for missing figures', { ...ROW, median_days: null, p90_days: null }],
    ['half the figures', { ...ROW, p90_days: null }],
    ['a median above the 90th percentile', { ...ROW, median_days: 200 }],
    ['a negative count', { ...ROW, waiting: -1 }],
    ['an unknown reason', { ...ROW, median_days: null, p90_days: null, unavailable: 'OUTRO' }],
    ['a count of 3 (a group under 5)', { ...ROW, waiting: 3 }],
    ['no classes', { ...ROW, by_priority: undefined }],
    [
      'a class with figures and a reason',
      { ...ROW, by_priority: [{ ...P3, unavailable: 'FEW_CASES' }] },
    ],
    ['a class with half its figures', { ...ROW, by_priority: [{ ...P3, median_days: null }] }],
    ['a class of 4 cases', { ...ROW, by_priority: [FEW, { ...FEW, priority: 'P2', cases: 4 }] }],
    ['figures from a withheld count', { ...ROW, by_priority: [{ ...P3, cases: null }] }],
  ])('refuses %s', async (_, row) => {
    answerWith(row);
    render(
      <TestProviders>
        <Estimates />
      </TestProviders>,
    );
    expect(await screen.findByText(`erro: ${MALFORMED_REPLY}`)).toBeInTheDocument();
  });
});
