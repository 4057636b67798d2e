import type { CampaignCsvWords } from '@portal/contracts/csv';
import { formatDateTimeMinutes, parseApiDateTime } from '../../domain/dates';
import { INTEREST_REASON_LABEL, interestAnswerText } from '../../domain/interest';
import type { Campaign } from './api';

/** When a campaign was sent, as staff read it: '20/11/2026 18:42' (the admin's own clock). */
export function sentAt(campaign: Pick<Campaign, 'createdAt'>): string {
  const date = parseApiDateTime(campaign.createdAt);
  return date ? formatDateTimeMinutes(date) : campaign.createdAt;
}

/** The exports carry the answer and the reason in the words the patient chose from. */
export const CSV_WORDS: CampaignCsvWords = {
  answer: (answer) => interestAnswerText(answer, null, null),
  reason: (reason) => INTEREST_REASON_LABEL[reason],
};
