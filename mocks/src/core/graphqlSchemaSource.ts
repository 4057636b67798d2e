/** Browser runtimes cannot read files: Vite inlines the contract's schema text here. */
import schemaSource from '../../../contracts/graphql/schema.graphql?raw';
import { registerSchemaSource } from './graphql';

registerSchemaSource(schemaSource);
