/**
 * The visual review's static page (.reports/visual/index.html): each changed story at each width
 * as baseline / new / diff side by side, so a designer approves or rejects without reading logs.
 * Approving is `npm run test:visual:update -- <story>`; rejecting is fixing the code.
 */

export interface VisualChange {
  /** "Title › Name" of the story. */
  label: string;
  storyId: string;
  width: number;
  reason: string;
  /** Picture files, relative to the report folder; no baseline for a new story. */
  baseline?: string;
  actual: string;
  diff?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const figure = (caption: string, file: string | undefined) =>
  file
    ? `<figure><figcaption>${caption}</figcaption><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${caption}" loading="lazy"></a></figure>`
    : `<figure><figcaption>${caption}</figcaption><p>(nenhuma)</p></figure>`;

export function reviewPage(
  changes: readonly VisualChange[],
  generatedAt: string,
  /** What the run says of the browser build (browserBuild.ts' verdict), shown first. */
  notes: readonly string[] = [],
): string {
  const sorted = [...changes].sort(
    (a, b) => a.label.localeCompare(b.label, 'pt-BR') || a.width - b.width,
  );
  const items = sorted
    .map(
      (change) => `<section>
  <h2>${escapeHtml(change.label)} <small>${change.width} px</small></h2>
  <p>${escapeHtml(change.reason)} · <a href="/storybook/?path=/story/${encodeURIComponent(change.storyId)}">abrir no Storybook</a>
  · aprovar: <code>npm run test:visual:update -- ${escapeHtml(change.storyId)}</code></p>
  <div class="trio">${figure('Referência', change.baseline)}${figure('Nova', change.actual)}${figure('Diferença', change.diff)}</div>
</section>`,
    )
    .join('\n');
  const summary = changes.length
    ? `${changes.length} imagem(ns) mudaram em ${new Set(changes.map((c) => c.storyId)).size} história(s).`
    : 'Nenhuma história mudou.';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Revisão visual</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1b1b1b; }
  section { border-top: 1px solid #ccc; padding: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
  .trio { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
  figure { margin: 0; }
  figcaption { font-weight: 700; margin-bottom: 0.25rem; }
  img { max-width: 100%; border: 1px solid #888; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  code { background: #f0f0f0; padding: 0 0.25rem; }
  .note { border-left: 4px solid #b38c00; background: #fff5c2; padding: 0.5rem 0.75rem; }
</style>
</head>
<body>
<h1>Revisão visual</h1>
<p>${summary} Gerado em ${escapeHtml(generatedAt)}.</p>
${notes.map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('\n')}
${items}
</body>
</html>
`;
}
