import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** A search of the screen (the layouts do not know whether their screen has one). */
const SEARCH = 'main [role="search"]';

export interface SkipLinksProps {
  /** The id of the page's <main> (1). */
  content: string;
  /** The id of the menu (2); while it is folded away, its toggle (`aria-controls`) takes focus. */
  menu?: string;
  /** The id of the footer (4). */
  footer?: string;
  /** Links after the four (the portal's 'Acessibilidade'). */
  children?: ReactNode;
}

type Parts = Omit<SkipLinksProps, 'children'>;

/** The element key `n` leads to (1 content, 2 menu, 3 the search's first field, 4 footer), if any. */
function partOf(n: number, { content, menu, footer }: Parts) {
  const find = (selector: string) => document.querySelector<HTMLElement>(selector);
  if (n === 3) {
    // Its first field one can type in (not a hidden one, nor a button before it), else the form.
    const fields = document.querySelectorAll<HTMLElement>(`${SEARCH} :is(input, select, textarea)`);
    return [...fields].find((f) => f.tabIndex >= 0 && f.getClientRects().length) ?? find(SEARCH);
  }
  const id = [content, menu, '', footer][n - 1];
  const part = id ? find(`#${id}`) : null;
  return part && !part.getClientRects().length ? find(`[aria-controls="${id}"]`) : part;
}

/** Focus moves to that part (a landmark gets tabindex -1 first); the address stays as it was. */
function skipTo(n: number, parts: Parts): boolean {
  const part = partOf(n, parts);
  if (!part) return false;
  if (part.tabIndex < 0) part.tabIndex = -1;
  part.focus();
  return true;
}

// Out of sight (and of the pictures) until one of its links has focus; the links take the page's
// colour and focus ring.
const Bar = styled.nav`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  inset: 0 0 auto;
  display: flex;
  flex-wrap: wrap;
  padding: 0.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
  &:not(:focus-within) {
    width: 1px;
    height: 1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip-path: inset(50%);
    /* Its links shrink too: a clipped link is still as wide as its text, past a 320 px screen. */
    a {
      position: absolute;
      width: 1px;
      height: 1px;
      padding: 0;
      overflow: hidden;
      white-space: nowrap;
    }
  }
  a {
    padding: 0.75rem;
    font-weight: 700;
  }
`;

const LABELS = ['Ir para o conteúdo', 'Ir para o menu', 'Ir para a busca', 'Ir para o rodapé'];

/**
 * eMAG's shortcuts, the first thing a page focuses: 'Ir para o conteúdo [1]', 'Ir para o menu [2]',
 * 'Ir para a busca [3]' and 'Ir para o rodapé [4]' (each only while the page has that part: the
 * search is the screen's role="search"), hidden until one of them has focus; and Alt+1..Alt+4 (eMAG
 * 3.1), which move focus to the same parts from anywhere. A link focuses its part itself: no hash
 * in the address, nothing for the router.
 *
 * No `accesskey`: its keys differ by browser and collide with those of screen readers and other
 * assistive technology. The page listens for Alt+digit itself (by `event.code`: on some keyboard
 * layouts Alt+digit types another character), only without Ctrl, Meta or Shift, and leaves every
 * other key, and a digit whose part the page lacks, to the browser and the screen reader.
 */
export function SkipLinks({ content, menu, footer, children }: SkipLinksProps) {
  const [search, setSearch] = useState(false);
  useEffect(() => {
    const check = () => setSearch(!!document.querySelector(SEARCH));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    const onKey = (event: KeyboardEvent) => {
      const n = Number(/^Digit([1-4])$/.exec(event.code)?.[1]);
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (n && skipTo(n, { content, menu, footer })) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, [content, menu, footer]);

  return (
    <Bar aria-label="Atalhos">
      {[content, menu, search && 'busca', footer].map(
        (id, i) =>
          id && (
            <a
              key={id}
              href={`#${id}`}
              aria-keyshortcuts={`Alt+${i + 1}`}
              onClick={(event) => {
                event.preventDefault();
                skipTo(i + 1, { content, menu, footer });
              }}
            >
              {`${LABELS[i]} [${i + 1}]`}
            </a>
          ),
      )}
      {children}
    </Bar>
  );
}
