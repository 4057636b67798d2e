import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OPEN_QUEUE_LEFT_OUT } from '@portal/contracts/openData';
import { failureMessage } from '../../api/failureMessage';
import { usePageTitle } from '../../app/usePageTitle';
import { ErrorState } from '../../primitives/EmptyState';
import { PageLoader } from '../../primitives/Spinner';
import { formatWithMask } from '../../primitives/masks';
import { CityGate, useShownCity } from '../layout/CityGate';
import type { QueueClient } from '../layout/city';
import { useClientPrivacy, type ClientPrivacy } from './api';
import { ANPD_URL, LGPD_URL, MY_DATA_PATH, PRIVACY as T } from './messages';

const Article = styled.article`
  max-width: 48rem;
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(1)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  /* Terms and their details, one under the other: nothing to scroll sideways at 320 px. */
  dl {
    margin: 0;
  }
  dl > div {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderLight};
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
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
  p:last-child {
    margin-bottom: 0;
  }
`;

/** The encarregado and how to reach them, or, while none is named, the ouvidoria instead. */
function Officer({ facts }: { facts: ClientPrivacy }) {
  const { encarregado, policy_url: policyUrl } = facts;
  const policy = policyUrl && (
    <p>
      <a href={policyUrl} target="_blank" rel="noreferrer">
        {T.officer.policyLink}
      </a>
    </p>
  );
  if (!encarregado)
    return (
      <Box data-testid="privacidade-encarregado">
        <p>
          <strong>{T.officer.none(facts.client.name)}</strong>
        </p>
        <p>{T.officer.noneWhatToDo}</p>
        {policy}
      </Box>
    );
  return (
    <Box data-testid="privacidade-encarregado">
      <p>{T.officer.role}</p>
      <dl>
        <div>
          <dt>{T.officer.name}</dt>
          <dd>{encarregado.name}</dd>
        </div>
        <div>
          <dt>{T.officer.email}</dt>
          <dd>
            <a href={`mailto:${encarregado.email}`}>{encarregado.email}</a>
          </dd>
        </div>
        {encarregado.phone && (
          <div>
            <dt>{T.officer.phone}</dt>
            <dd>
              <a href={`tel:+55${encarregado.phone}`}>
                {formatWithMask('phone', encarregado.phone)}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {policy}
    </Box>
  );
}

/** The controller and its encarregado, as the municipality's configuration says. */
function Responsible({ client }: { client: QueueClient }) {
  const privacy = useClientPrivacy(client.cli_codigo);
  if (privacy.error)
    return (
      <ErrorState
        message={`${T.error} ${failureMessage(privacy.error)}`}
        onRetry={() => void privacy.mutate()}
      />
    );
  if (!privacy.data) return <PageLoader label={T.loading} />;
  return (
    <>
      <Box data-testid="privacidade-controlador">
        <p>
          <strong>{T.controller.text(privacy.data.client.name)}</strong>
        </p>
        <p>{T.controller.perMunicipality}</p>
        <p>{T.controller.operator}</p>
      </Box>
      <h3 id="privacidade-encarregado">{T.officer.heading}</h3>
      <Officer facts={privacy.data} />
    </>
  );
}

/** The processings, each with its data, purpose and legal basis. */
function Purposes() {
  const { columns } = T.purposes;
  return (
    <section aria-labelledby="privacidade-finalidades">
      <h2 id="privacidade-finalidades">{T.purposes.heading}</h2>
      <p>{T.purposes.intro}</p>
      {T.purposes.rows.map((row) => (
        <div key={row.what}>
          <h3>{row.what}</h3>
          <dl>
            <div>
              <dt>{columns.data}</dt>
              <dd>{row.data}</dd>
            </div>
            <div>
              <dt>{columns.purpose}</dt>
              <dd>{row.purpose}</dd>
            </div>
            <div>
              <dt>{columns.basis}</dt>
              <dd>{row.basis}</dd>
            </div>
          </dl>
        </div>
      ))}
      <p>{T.purposes.noSale}</p>
    </section>
  );
}

/** What anyone can see: the anonymised search, and the open data without identifiers. */
function WhatIsPublic({ lawUrl }: { lawUrl?: string | null }) {
  return (
    <section aria-labelledby="privacidade-publico">
      <h2 id="privacidade-publico">{T.public.heading}</h2>
      <h3>{T.public.searchHeading}</h3>
      <p>{T.public.search}</p>
      <p>{T.public.searchWhy}</p>
      {lawUrl && /^https?:\/\//i.test(lawUrl) && (
        <p>
          <a href={lawUrl} target="_blank" rel="noreferrer">
            {T.public.transparencyLaw}
          </a>
        </p>
      )}
      <h3>{T.public.openDataHeading}</h3>
      <p>{T.public.openData}</p>
      <ul>
        {OPEN_QUEUE_LEFT_OUT.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{T.public.smallGroups}</p>
      <p className="links">
        <Link to="/solicitacoes">{T.public.links.search}</Link>
        <Link to="/dados-abertos">{T.public.links.openData}</Link>
        <Link to="/painel-da-fila">{T.public.links.dashboard}</Link>
      </p>
    </section>
  );
}

function Retention() {
  return (
    <section aria-labelledby="privacidade-guarda">
      <h2 id="privacidade-guarda">{T.retention.heading}</h2>
      <dl aria-label={T.retention.caption}>
        {T.retention.rows.map(([what, until]) => (
          <div key={what}>
            <dt>{what}</dt>
            <dd>{until}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Rights() {
  return (
    <section aria-labelledby="privacidade-direitos">
      <h2 id="privacidade-direitos">{T.rights.heading}</h2>
      <p>{T.rights.intro}</p>
      <ul>
        {T.rights.list.map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ul>
      <p>{T.rights.limits}</p>
      <h3>{T.rights.howHeading}</h3>
      <ul>
        <li>
          {T.rights.myData} <Link to={MY_DATA_PATH}>{T.rights.myDataLink}</Link>.{' '}
          {T.rights.myDataDetail}
        </li>
        <li>{T.rights.officer}</li>
        <li>
          {T.rights.anpd}{' '}
          <a href={ANPD_URL} target="_blank" rel="noreferrer">
            {T.rights.anpdLink}
          </a>
          .
        </li>
      </ul>
    </section>
  );
}

/** Only essential storage, listed (docs/decisions/0013): so no cookie banner. */
function BrowserStorage() {
  const { columns } = T.storage;
  return (
    <section aria-labelledby="privacidade-navegador">
      <h2 id="privacidade-navegador">{T.storage.heading}</h2>
      <p>{T.storage.intro}</p>
      <ul aria-label={T.storage.caption}>
        {T.storage.items.map((item) => (
          <li key={item.what}>
            {item.what}
            <br />
            <small>
              {columns.where}: {item.where}. {columns.until}: {item.until}
            </small>
          </li>
        ))}
      </ul>
      <p>
        <strong>{T.storage.sharedComputer}</strong>
      </p>
      <p>{T.storage.google}</p>
      <p>{T.storage.noBanner}</p>
    </section>
  );
}

/**
 * Privacidade e proteção de dados (/privacidade, beyond the original spec): the LGPD's notice of
 * the layout's municipality. Who is responsible (the controller and its encarregado, from the
 * municipality's Configurações, or how to reach its ouvidoria while none is named), then what
 * holds for every municipality: the purposes and legal bases, what is public and why, retention,
 * the rights and how to use them, and the browser storage (essential only: no cookie banner).
 * Shown whatever the municipality's queue switch.
 */
export function PrivacyPage() {
  usePageTitle(T.title);
  const { client, unknown } = useShownCity();
  return (
    <Article aria-labelledby="titulo-privacidade">
      <h1 id="titulo-privacidade">{T.title}</h1>
      <p>{T.intro}</p>
      <p>
        <a href={LGPD_URL} target="_blank" rel="noreferrer">
          {T.lawLink}
        </a>
      </p>
      <section aria-labelledby="privacidade-responsavel">
        <h2 id="privacidade-responsavel">{T.controller.heading}</h2>
        <CityGate path="/privacidade" texts={T} whateverTheQueue>
          {(city) => <Responsible client={city} />}
        </CityGate>
      </section>
      <Purposes />
      <WhatIsPublic
        lawUrl={!unknown ? client?.configuration?.coc_link_lei_transparencia_fila : null}
      />
      <Retention />
      <Rights />
      <BrowserStorage />
    </Article>
  );
}

export default PrivacyPage;
