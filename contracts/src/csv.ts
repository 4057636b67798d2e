/** The queue-import CSV contract (columns, format, row schema, template); sources in contracts/csv/. */
export * from '../csv/queue-import';
export * from '../csv/template';
