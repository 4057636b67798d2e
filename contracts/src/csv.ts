/**
 * The CSV contracts (sources in contracts/csv/): the queue import (columns, format, row schema,
 * template) and the exports of a 'Você ainda precisa?' campaign.
 */
export * from '../csv/queueImport';
export * from '../csv/template';
export * from '../csv/campaignExport';
