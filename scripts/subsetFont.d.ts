/** subset-font ships no types: the one call scripts/subsetFonts.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      preserveNameIds?: number[];
      /** The OpenType features to keep (four-letter tags); all of them when left out. */
      keepFeatures?: string[];
      /** Drop the TrueType hinting instructions. */
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}
