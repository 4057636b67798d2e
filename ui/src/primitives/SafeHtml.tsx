import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from '../domain/sanitize';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** Untrusted HTML (feed content, modal content): sanitised before it is rendered. */
  html: string | null | undefined;
}

/** Renders HTML from feeds or the server only after DOMPurify has made it safe. */
export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export default SafeHtml;
