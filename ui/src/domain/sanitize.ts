import DOMPurify from 'dompurify';

// Links that open a new tab must not hand the opener to the page they open.
if (DOMPurify.isSupported) {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * HTML from RSS feeds and modal content, made safe to render: scripts, event-handler attributes,
 * javascript:/vbscript:/data: URLs (DOMPurify's URI allow-list), styles, forms, frames, SVG and MathML are removed; links that open a
 * new tab get rel="noopener noreferrer". Where no DOM exists (Node), the text is escaped instead.
 */
export function sanitizeHtml(dirty: string | null | undefined): string {
  const html = dirty ?? '';
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ALLOW_DATA_ATTR: false,
  });
}

/** Plain text of an HTML fragment (sanitised first), whitespace collapsed. */
export function htmlToText(dirty: string | null | undefined): string {
  if (typeof document === 'undefined') return collapse((dirty ?? '').replace(/<[^>]*>/g, ' '));
  const clean = sanitizeHtml(dirty);
  const template = document.createElement('template');
  template.innerHTML = clean;
  return collapse(template.content.textContent ?? '');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

export function escapeHtml(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
  };
  return text.replace(/[&<>"']/g, (char) => entities[char]!);
}
