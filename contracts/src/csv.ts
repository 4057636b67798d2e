/** The queue-import CSV contract (columns, format, row schema, template); sources in contracts/csv/. */
export * from '../csv/queueImport';
export * from '../csv/template';
