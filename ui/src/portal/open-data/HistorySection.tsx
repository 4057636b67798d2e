import { useState } from 'react';
import { failureMessage } from '../../api/failureMessage';
import { formatApiDateOrRaw as day } from '../../domain/dates';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { Select } from '../../primitives/Select';
import { PageLoader } from '../../primitives/Spinner';
import { DownloadLinks } from './AggregatesSection';
import { useOpenQueueHistory, type OpenQueueHistory } from './datasetsApi';
import { OPEN_DATA_SETS } from './datasetsMessages';

const T = OPEN_DATA_SETS.history;

/** The kept days: one to choose (the newest first), and its CSV and JSON. */
function Days({ history }: { history: OpenQueueHistory }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const snapshot = history.snapshots.find((s) => s.date === chosen) ?? history.snapshots[0];
  if (!snapshot) return <EmptyState title={T.empty} description={T.emptyDetail} />;
  const file = (format: 'csv' | 'json') => snapshot.files.find((f) => f.format === format);
  return (
    <div data-testid="historico-dias">
      <p>{T.count(history.snapshots.length)}</p>
      <Select
        label={T.day}
        options={history.snapshots.map((s) => ({ value: s.date, label: day(s.date) }))}
        value={snapshot.date}
        onChange={setChosen}
      />
      <DownloadLinks>
        {(['csv', 'json'] as const).map((format) => {
          const link = file(format);
          return (
            link && (
              <li key={format}>
                <a href={link.url} download={link.file_name}>
                  {T[format](day(snapshot.date))}
                </a>
              </li>
            )
          );
        })}
      </DownloadLinks>
      {file('csv') && <p>{T.file(file('csv')!.file_name)}</p>}
    </div>
  );
}

/**
 * The aggregate table's history (GET /api/open-data/queue/history): the kept days to choose from,
 * each downloadable as CSV and JSON; loading, empty and failing (with its retry) said so.
 */
export function HistorySection({ client }: { client: string }) {
  const history = useOpenQueueHistory(client);
  let body;
  if (history.error)
    body = (
      <ErrorState
        message={`${T.error} ${failureMessage(history.error)}`}
        onRetry={() => void history.mutate()}
      />
    );
  else if (!history.data) body = <PageLoader label={T.loading} />;
  else body = <Days history={history.data} />;
  return (
    <section aria-labelledby="dados-abertos-historico">
      <h2 id="dados-abertos-historico">{T.heading}</h2>
      <p>{T.intro}</p>
      {body}
    </section>
  );
}
