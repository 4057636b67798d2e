import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { AdminPagination } from '../../primitives/AdminPagination';
import { Button } from '../../primitives/Button';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { DownloadIcon, EyeIcon, RefreshIcon } from '../../primitives/icons';
import { ResponsiveTable, type Column } from '../../primitives/ResponsiveTable';
import { Spinner } from '../../primitives/Spinner';
import { CAMPAIGNS_PAGE_SIZE, useCampaigns, type Campaign, type CampaignList as List } from './api';
import { sentAt } from './campaignWords';
import { CAMPAIGNS } from './messages';

const M = CAMPAIGNS;
const C = M.columns;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const RefreshFailed = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const columns: Column<Campaign>[] = [
  { key: 'id', header: C.id, render: (c) => c.id, hideOnCard: true },
  { key: 'sentAt', header: C.sentAt, render: sentAt },
  { key: 'sentBy', header: C.sentBy, render: (c) => c.createdBy },
  { key: 'filters', header: C.filters, render: (c) => M.filters(c.filters) },
  { key: 'yes', header: C.yes, render: (c) => c.answers.yes },
  { key: 'no', header: C.no, render: (c) => c.answers.no },
  { key: 'pending', header: C.pending, render: (c) => c.answers.pending },
  { key: 'unreachable', header: C.unreachable, render: (c) => c.unreachable },
];

export interface CampaignListProps {
  page: number;
  onPageChange: (page: number) => void;
  /** The campaign whose answers are open. */
  openId: number | null;
  answersId: string;
  onToggleAnswers: (campaign: Campaign) => void;
  /** The export being saved, as `${id}-${list}`: its button is busy. */
  exporting: string | null;
  onExport: (campaign: Campaign, list: List) => void;
}

/** The municipality's campaigns, newest first: loading, error with retry, empty, or the table. */
export function CampaignList({
  page,
  onPageChange,
  openId,
  answersId,
  onToggleAnswers,
  exporting,
  onExport,
}: CampaignListProps) {
  const campaigns = useCampaigns(page);
  const data = campaigns.data;
  const retry = () => void campaigns.mutate();
  if (!data) {
    if (campaigns.error)
      return <ErrorState message={failureMessage(campaigns.error, M.listFailed)} onRetry={retry} />;
    return <Spinner />;
  }
  if (data.count === 0 && data.rows.length === 0)
    return <EmptyState title={M.empty} description={M.emptyHint} />;
  return (
    <>
      {campaigns.error ? (
        <RefreshFailed role="alert">
          {failureMessage(campaigns.error, M.listFailed)}
          <Button size="sm" variant="secondary" icon={<RefreshIcon />} onClick={retry}>
            Tentar novamente
          </Button>
        </RefreshFailed>
      ) : null}
      <ResponsiveTable
        caption={M.listCaption}
        columns={columns}
        rows={data.rows}
        rowKey={(c) => c.id}
        cardTitle={(c) => `Campanha ${c.id}`}
        actionsHeader={C.actions}
        actions={(c) => {
          const of = M.campaignOf(c.id);
          const open = openId === c.id;
          return (
            <Actions>
              <Button
                size="sm"
                variant="secondary"
                icon={<EyeIcon />}
                aria-label={`${open ? M.hideAnswers : M.showAnswers} da ${of}`}
                aria-expanded={open}
                aria-controls={open ? answersId : undefined}
                onClick={() => onToggleAnswers(c)}
              >
                {open ? M.hideAnswers : M.showAnswers}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                icon={<DownloadIcon />}
                aria-label={`${M.exportAnswers} da ${of}`}
                loading={exporting === `${c.id}-answers`}
                disabled={c.reachable === 0}
                onClick={() => onExport(c, 'answers')}
              >
                {M.exportAnswers}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                icon={<DownloadIcon />}
                aria-label={`${M.exportUnreachable} da ${of}`}
                loading={exporting === `${c.id}-unreachable`}
                disabled={c.unreachable === 0}
                onClick={() => onExport(c, 'unreachable')}
              >
                {M.exportUnreachable}
              </Button>
            </Actions>
          );
        }}
      />
      <AdminPagination
        total={data.count}
        limit={CAMPAIGNS_PAGE_SIZE}
        page={page}
        onPageChange={onPageChange}
      />
    </>
  );
}
