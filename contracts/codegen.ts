/**
 * graphql-codegen config, run by `npm run generate` (scripts/generate.mjs). The output folder comes
 * from GENERATED_DIR so `generate --check` can write to a temporary folder and compare.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const out = process.env.GENERATED_DIR ?? 'contracts/src/generated';

const config: CodegenConfig = {
  schema: 'contracts/graphql/schema.graphql',
  documents: 'contracts/graphql/operations/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    [`${out}/graphql/`]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Documents as strings: the apps send them over fetch and never ship graphql-js.
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: { Upload: { input: 'File | Blob', output: 'never' } },
        strictScalars: true,
      },
    },
  },
};

export default config;
