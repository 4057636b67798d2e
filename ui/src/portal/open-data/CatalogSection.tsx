import { JSON_LD_MEDIA_TYPE } from '@portal/contracts/openDataCatalog';
import { usePortalConfig } from '../../app/portalConfig';
import { catalogUrl } from './datasetsApi';
import { OPEN_DATA_SETS } from './datasetsMessages';

const T = OPEN_DATA_SETS.catalog;

/**
 * The DCAT catalog (GET /api/open-data/catalog.jsonld): a visible link, and the same address in
 * the page's head (`<link rel="alternate">`, which React places there) for programs that look.
 */
export function CatalogSection({ client }: { client: string }) {
  const { openDataUrl = '/api/open-data/queue' } = usePortalConfig();
  const href = catalogUrl(openDataUrl, client);
  return (
    <section aria-labelledby="dados-abertos-catalogo">
      <link rel="alternate" type={JSON_LD_MEDIA_TYPE} href={href} title={T.link} />
      <h2 id="dados-abertos-catalogo">{T.heading}</h2>
      <p>{T.intro}</p>
      <p>
        <a href={href} type={JSON_LD_MEDIA_TYPE}>
          {T.link}
        </a>
      </p>
    </section>
  );
}
