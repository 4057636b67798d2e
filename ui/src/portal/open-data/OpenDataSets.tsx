import { AggregatesSection } from './AggregatesSection';
import { CatalogSection } from './CatalogSection';
import { HistorySection } from './HistorySection';

/**
 * The open data beyond the row-level file, for a known, active municipality: the aggregate table,
 * its daily history and the DCAT catalog that describes all three datasets.
 */
export function OpenDataSets({ client }: { client: string }) {
  return (
    <>
      <AggregatesSection client={client} />
      <HistorySection client={client} />
      <CatalogSection client={client} />
    </>
  );
}
