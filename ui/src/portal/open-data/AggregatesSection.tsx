import styled from 'styled-components';
import { Dictionary } from './Dictionary';
import {
  AGGREGATE_LEVEL_TEXT,
  AGGREGATE_LEVELS,
  OPEN_AGGREGATE_COLUMNS,
} from '@portal/contracts/openDataAggregates';
import { DICTIONARY_ANCHORS } from '@portal/contracts/openDataCatalog';
import { usePortalConfig } from '../../app/portalConfig';
import { aggregatesUrl } from './datasetsApi';
import { OPEN_DATA_SETS } from './datasetsMessages';

const T = OPEN_DATA_SETS.aggregates;

/** A pair of download links side by side (one above the other on a phone). */
export const DownloadLinks = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  li + li {
    margin-top: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/**
 * The aggregate table (GET /api/open-data/queue/aggregates): what it holds, its levels, the
 * small-group rule, its CSV and JSON links and its dictionary (the anchor the catalog's
 * distributions conform to).
 */
export function AggregatesSection({ client }: { client: string }) {
  const { openDataUrl = '/api/open-data/queue' } = usePortalConfig();
  return (
    <section aria-labelledby="dados-abertos-agregados">
      <h2 id="dados-abertos-agregados">{T.heading}</h2>
      <p>{T.intro}</p>
      <p>{T.levels}</p>
      <ul>
        {AGGREGATE_LEVELS.map((level) => (
          <li key={level}>
            <code>{level}</code>: {AGGREGATE_LEVEL_TEXT[level]};
          </li>
        ))}
      </ul>
      <p>{T.totals}</p>
      <p>{T.small}</p>
      <DownloadLinks>
        <li>
          <a href={aggregatesUrl(openDataUrl, client, 'csv')} download>
            {T.csv}
          </a>
        </li>
        <li>
          <a href={aggregatesUrl(openDataUrl, client, 'json')} download>
            {T.json}
          </a>
        </li>
      </DownloadLinks>
      <h3 id={DICTIONARY_ANCHORS.aggregates}>{T.dictionary}</h3>
      <p>{T.dictionaryIntro}</p>
      <Dictionary data-testid="dicionario-agregados">
        {OPEN_AGGREGATE_COLUMNS.map((column) => (
          <div key={column.name}>
            <dt>
              <code>{column.name}</code>{' '}
              <span>
                ({T.types[column.type]}
                {'count' in column ? `; ${T.count}` : column.nullable ? `; ${T.empty}` : ''})
              </span>
            </dt>
            <dd>{column.description}</dd>
          </div>
        ))}
      </Dictionary>
    </section>
  );
}
