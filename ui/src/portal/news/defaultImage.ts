/** The default news picture (spec: "image (or a default image)"): inline, so it never fails. */
export const DEFAULT_NEWS_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#dbe8fb"/><path d="M160 46l34 14v23c0 21-14 38-34 43-20-5-34-22-34-43V60z" fill="#1351b4"/><path d="M146 88l10 10 20-22" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><rect x="110" y="140" width="100" height="8" rx="4" fill="#1351b4" opacity=".35"/></svg>',
)}`;
