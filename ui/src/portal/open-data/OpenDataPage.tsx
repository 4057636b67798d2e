import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Dictionary } from './Dictionary';
import {
  OPEN_QUEUE_COLUMNS,
  OPEN_QUEUE_LEFT_OUT,
  openQueueFileName,
  type OpenDataFormat,
} from '@portal/contracts/openData';
import { failureMessage } from '../../api/failureMessage';
import { usePortalConfig } from '../../app/portalConfig';
import { usePageTitle } from '../../app/usePageTitle';
import { formatApiDateOrRaw as day, formatDateTime, parseApiDateTime } from '../../domain/dates';
import { REQUEST_STATUSES, STATUS_LABELS } from '../../domain/queue';
import { formatCount } from '../../domain/numbers';
import { ErrorState } from '../../primitives/EmptyState';
import { Select } from '../../primitives/Select';
import { PageLoader } from '../../primitives/Spinner';
import { CityGate, useShownCity } from '../layout/CityGate';
import {
  openQueueUrl,
  useOpenDataServices,
  useOpenQueueInfo,
  type OpenQueueChoice,
  type OpenQueueInfo,
} from './api';
import { OPEN_DATA } from './messages';
import { OpenDataSets } from './OpenDataSets';
import { SmallGroupsSection } from './SmallGroupsSection';

const T = OPEN_DATA;

/** The option that means 'no filter' (react-aria keys cannot be empty). */
const ALL = '*';

const Article = styled.article`
  max-width: 52rem;
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const Box = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Downloads = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  li + li {
    margin-top: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The date of the data, the number of rows (in all and per status) and the last update. */
function Facts({ info }: { info: OpenQueueInfo }) {
  const updated = parseApiDateTime(info.last_update);
  return (
    <Box data-testid="dados-abertos-fatos">
      <p>
        <strong>{T.facts.dataDate(day(info.data_date))}</strong>
        {updated ? ` (${T.facts.lastUpdate(formatDateTime(updated))})` : ''}.
      </p>
      <p>{T.facts.rows(formatCount(info.rows))}:</p>
      <ul aria-label={T.facts.byStatus}>
        {info.by_status.map((s) => (
          <li key={s.status}>
            {STATUS_LABELS[s.status]}: {formatCount(s.rows)}
          </li>
        ))}
      </ul>
      <p>
        {T.facts.smallGroups(
          formatCount(info.small_groups.generalized_rows),
          formatCount(info.small_groups.suppressed_rows),
        )}
      </p>
    </Box>
  );
}

/** Serviço and Situação to narrow the file, then the CSV and JSON links. */
function DownloadChoices({ client, info }: { client: string; info?: OpenQueueInfo }) {
  const { openDataUrl = '/api/open-data/queue' } = usePortalConfig();
  const services = useOpenDataServices(client);
  const [choice, setChoice] = useState<OpenQueueChoice>({});
  const pick = (value: string | null) => (value && value !== ALL ? value : null);
  const whole = !choice.service && !choice.status;
  // The whole file's name as the backend gives it; a narrowed file's says its filter (the same
  // rule the backend names it by), so it is not saved over the whole file.
  const fileOf = (format: OpenDataFormat) =>
    whole
      ? info?.files.find((f) => f.format === format)?.file_name
      : info && openQueueFileName(info.client.code, info.data_date, format, choice);

  return (
    <section aria-labelledby="dados-abertos-baixar">
      <h2 id="dados-abertos-baixar">{T.download.heading}</h2>
      <Fieldset>
        <legend className="visually-hidden">{T.download.narrow}</legend>
        <Choices>
          {services.error ? (
            <ErrorState message={T.download.servicesError} onRetry={() => void services.mutate()} />
          ) : (
            <Select
              label={T.download.service}
              options={[
                { value: ALL, label: T.download.allServices },
                ...(services.data ?? []).map((s) => ({ value: s.value, label: s.name })),
              ]}
              value={choice.service ?? ALL}
              onChange={(value) => setChoice((c) => ({ ...c, service: pick(value) }))}
              disabled={!services.data}
            />
          )}
          <Select
            label={T.download.status}
            options={[
              { value: ALL, label: T.download.allStatuses },
              ...REQUEST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            ]}
            value={choice.status ?? ALL}
            onChange={(value) => setChoice((c) => ({ ...c, status: pick(value) }))}
          />
        </Choices>
      </Fieldset>
      <Downloads>
        {(
          [
            ['csv', T.download.csv, T.download.csvHint],
            ['json', T.download.json, T.download.jsonHint],
          ] as const
        ).map(([format, label, hint]) => (
          <li key={format}>
            <a
              href={openQueueUrl(openDataUrl, client, format, choice)}
              download={fileOf(format) ?? ''}
            >
              {label}
            </a>
            <p>{hint}</p>
            {fileOf(format) && <p>{T.download.file(fileOf(format)!)}</p>}
          </li>
        ))}
      </Downloads>
    </section>
  );
}

/** The page's body for a known, active municipality. */
function OpenData({ client, name }: { client: string; name: string }) {
  const info = useOpenQueueInfo(client);
  let facts;
  if (info.error)
    facts = (
      <ErrorState
        message={`${T.facts.error} ${failureMessage(info.error)}`}
        onRetry={() => void info.mutate()}
      />
    );
  else if (!info.data) facts = <PageLoader label={T.facts.loading} />;
  else facts = <Facts info={info.data} />;

  return (
    <>
      <section aria-labelledby="dados-abertos-sobre">
        <h2 id="dados-abertos-sobre">{T.facts.heading}</h2>
        {facts}
      </section>
      <DownloadChoices client={client} info={info.data} />

      <section aria-labelledby="dados-abertos-privacidade">
        <h2 id="dados-abertos-privacidade">{T.privacy.heading}</h2>
        <p>{T.privacy.intro}</p>
        <ul>
          {OPEN_QUEUE_LEFT_OUT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{T.privacy.limit}</p>
      </section>

      <SmallGroupsSection />

      <section aria-labelledby="dados-abertos-dicionario">
        <h2 id="dados-abertos-dicionario">{T.dictionary.heading}</h2>
        <p>{T.dictionary.intro}</p>
        <Dictionary data-testid="dicionario">
          {OPEN_QUEUE_COLUMNS.map((column) => (
            <div key={column.name}>
              <dt>
                <code>{column.name}</code>{' '}
                <span>
                  ({T.dictionary.types[column.type]}
                  {column.nullable ? `; ${T.dictionary.empty}` : ''})
                </span>
              </dt>
              <dd>{column.description}</dd>
            </div>
          ))}
        </Dictionary>
      </section>

      <OpenDataSets client={client} />

      <section aria-labelledby="dados-abertos-licenca">
        <h2 id="dados-abertos-licenca">{T.licence.heading}</h2>
        {info.data ? (
          <>
            <p>
              <a href={info.data.licence.url} rel="license noreferrer" target="_blank">
                {info.data.licence.name}
              </a>
              . {T.licence.text}
            </p>
            <p>
              <q>{T.licence.cite(name, day(info.data.data_date))}</q>
            </p>
          </>
        ) : (
          <p>{T.licence.text}</p>
        )}
      </section>
    </>
  );
}

/**
 * Dados abertos (/dados-abertos, beyond the original spec): the queue of the layout's municipality
 * for reuse in bulk, as CSV and JSON (GET /api/open-data/queue), with what it leaves out and why,
 * the data dictionary, the licence and the date of the data.
 */
export function OpenDataPage() {
  usePageTitle(T.title);
  const { client, unknown } = useShownCity();
  return (
    <Article aria-labelledby="titulo-dados-abertos">
      <h1 id="titulo-dados-abertos">{T.title}</h1>
      <p>{T.intro}</p>
      <div className="meta">
        {client && !unknown && <span>{T.municipality(client.cli_nome)}</span>}
        <Link to="/como-calculamos">{T.more.method}</Link>
        <Link to="/painel-da-fila">{T.more.dashboard}</Link>
      </div>
      <CityGate path="/dados-abertos" texts={T}>
        {(city) => <OpenData client={city.cli_codigo} name={city.cli_nome} />}
      </CityGate>
    </Article>
  );
}

export default OpenDataPage;
