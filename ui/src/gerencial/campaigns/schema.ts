import { z } from 'zod';
import type { components } from '@portal/contracts/generated/api';
import { isRequestStatus, type RequestStatus } from '../../domain/queue';
import { required, rule, text } from '../../forms/rules';
import { requiredMessage } from '../../messages/common';
import { CAMPAIGNS } from './messages';

const M = CAMPAIGNS;

export type CampaignFilters = components['schemas']['InterestCampaignFilters'];

/** The most days the contract accepts (ten years). */
export const MAX_DAYS = 3650;

/**
 * The campaign's filters as typed: Serviço required, Procedimento and Unidade solicitante '' for
 * all, Situação one of the queue's statuses, at least N days (0 to 3650) in the queue. Out: the
 * contract's InterestCampaignFilters (null for all).
 */
export const campaignFilterSchema = z
  .object({
    service: text(required(M.service)),
    procedure: z.string().trim(),
    unit: z.string().trim(),
    status: text(rule(isRequestStatus, requiredMessage(M.status))),
    minDays: text(rule((v) => /^\d{1,4}$/.test(v) && Number(v) <= MAX_DAYS, M.minDaysInvalid)),
  })
  .transform((values): CampaignFilters => ({
    service: values.service,
    procedure: values.procedure || null,
    unit: values.unit || null,
    status: values.status as RequestStatus,
    minDays: Number(values.minDays),
  }));

export type CampaignFilterValues = z.input<typeof campaignFilterSchema>;

export const DEFAULT_FILTERS: CampaignFilterValues = {
  service: '',
  procedure: '',
  unit: '',
  status: 'SOLICITADO',
  minDays: '90',
};
