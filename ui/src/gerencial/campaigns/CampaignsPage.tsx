import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  campaignAnswersCsv,
  campaignCsvFileName,
  campaignUnreachableCsv,
} from '@portal/contracts/csv';
import { failureMessage } from '../../api/failureMessage';
import { toast } from '../../primitives/toast';
import { ScreenHeader } from '../layout/ScreenHeader';
import { saveFile } from '../../primitives/saveFile';
import { useReadCampaignRequests, type Campaign, type CampaignList as List } from './api';
import { CampaignAnswers } from './CampaignAnswers';
import { CampaignForm } from './CampaignForm';
import { CampaignList } from './CampaignList';
import { CSV_WORDS } from './campaignWords';
import { CAMPAIGNS } from './messages';

const M = CAMPAIGNS;
const ANSWERS_ID = 'respostas-campanha';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
  section > h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/**
 * /clientes/campanhas, 'Você ainda precisa?': staff choose waiting requests by service,
 * procedure, requesting unit, status and days in the queue, see how many patients the question
 * reaches, send it, and follow each campaign's answers in the page or as CSV for the regulation
 * system (an answer never takes a request out of the queue).
 */
export function CampaignsPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Campaign | null>(null);
  const [focusAnswers, setFocusAnswers] = useState(false);
  const [exporting, setExporting] = useState<string | null>(null);
  const answersHeading = useRef<HTMLHeadingElement>(null);
  const readRequests = useReadCampaignRequests();

  // Only answers the admin asked for take the focus.
  useEffect(() => {
    if (!focusAnswers || !open) return;
    answersHeading.current?.focus();
    setFocusAnswers(false);
  }, [focusAnswers, open]);

  const exportList = async (campaign: Campaign, list: List) => {
    if (exporting !== null) return;
    setExporting(`${campaign.id}-${list}`);
    try {
      const rows = await readRequests(campaign.id, list, M.exportFailed, 'exportacao');
      const text =
        list === 'answers' ? campaignAnswersCsv(rows, CSV_WORDS) : campaignUnreachableCsv(rows);
      saveFile(
        new Blob([text], { type: 'text/csv;charset=utf-8' }),
        campaignCsvFileName(campaign.id, list),
      );
    } catch (error) {
      toast.error(failureMessage(error, M.exportFailed));
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <ScreenHeader title={M.title} description={M.intro} />
      <Layout>
        <section aria-labelledby="campanhas-nova">
          <h2 id="campanhas-nova">{M.formTitle}</h2>
          <CampaignForm />
        </section>
        <section aria-labelledby="campanhas-enviadas">
          <h2 id="campanhas-enviadas">{M.listTitle}</h2>
          <CampaignList
            page={page}
            onPageChange={setPage}
            openId={open?.id ?? null}
            answersId={ANSWERS_ID}
            onToggleAnswers={(campaign) => {
              const opening = open?.id !== campaign.id;
              setOpen(opening ? campaign : null);
              setFocusAnswers(opening);
            }}
            exporting={exporting}
            onExport={(campaign, list) => void exportList(campaign, list)}
          />
        </section>
        {open && (
          <CampaignAnswers
            id={ANSWERS_ID}
            campaign={open}
            headingRef={answersHeading}
            onClose={() => setOpen(null)}
          />
        )}
      </Layout>
    </>
  );
}

export default CampaignsPage;
