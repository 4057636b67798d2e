/**
 * The mock backend's entity types, derived from the models: what the seed builds, what a snapshot
 * holds and what the handlers read. The seed imports them from here, never the db itself, so the
 * db can be handed the seed (`setSeed`) without the two importing each other.
 */
import type { factory } from '@mswjs/data';
import type { ModelName, models } from './models';

export type { ModelName };

type Tables = ReturnType<typeof factory<typeof models>>;
export type Row<Name extends ModelName> = ReturnType<Tables[Name]['create']>;
/** A table's row as plain data (what create takes and a snapshot holds). */
export type Data<Name extends ModelName> = Omit<Row<Name>, symbol>;

export type QueueRow = Row<'fila'>;
export type Patient = Row<'usuario'>;
export type Client = Row<'cliente'>;
export type ClientConfig = Row<'configuracao'>;

export interface Meta {
  /** When the queue data was last refreshed, `YYYY-MM-DD hh:mm:ss`. */
  lastCheck: string;
}

export interface Snapshot {
  version: 1;
  meta: Meta;
  tables: { [Name in ModelName]: Array<Data<Name>> };
}
