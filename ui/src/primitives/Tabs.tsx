import { Fragment, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import styled from 'styled-components';
import { AriaProviders } from './aria';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

const Root = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
`;

/** How wide each edge's fade is at most, in rem (it follows the text size). */
const FADE_REM = 2;

/** The tab list and, over its edges, the marks saying more tabs lie that way. */
const Bar = styled.div`
  position: relative;
  min-width: 0;
  --tabs-fade: ${FADE_REM}rem;
`;

/**
 * One row that scrolls sideways when the tabs do not fit (a phone): the edge hiding more tabs
 * fades out (a mask, so it suits any background; clear under the chevron, then a gradient).
 */
const List = styled(TabList)`
  /* The tabs' offset parent: react-aria's own scrolling of a focused tab into view measures from it. */
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.borderLight};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  --tabs-clear: calc(var(--tabs-fade) / 2);
  &[data-more='start'] {
    mask-image: linear-gradient(to right, transparent var(--tabs-clear), #000 var(--tabs-fade));
  }
  &[data-more='end'] {
    mask-image: linear-gradient(to left, transparent var(--tabs-clear), #000 var(--tabs-fade));
  }
  &[data-more='both'] {
    mask-image: linear-gradient(
      to right,
      transparent var(--tabs-clear),
      #000 var(--tabs-fade),
      #000 calc(100% - var(--tabs-fade)),
      transparent calc(100% - var(--tabs-clear))
    );
  }
`;

/** The chevron in the clear part of a fade. */
const More = styled.span`
  position: absolute;
  top: 0;
  bottom: 2px;
  width: calc(var(--tabs-fade) / 2);
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
  &[data-tabs-more='start'] {
    left: 0;
  }
  &[data-tabs-more='end'] {
    right: 0;
  }
  svg {
    width: 1em;
    height: 1em;
    flex: none;
  }
`;

const TabItem = styled(Tab)`
  /* Its own width on one line; a label wider than the list (large text on a phone) wraps. */
  flex: none;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  margin-bottom: -2px;
  border-bottom: 4px solid transparent;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  overflow-wrap: break-word;
  outline: none;
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
`;

type Edges = 'start' | 'end' | 'both' | undefined;

/** Which edges of a sideways scroller hide content. */
function edgesOf(list: HTMLElement): Edges {
  const start = list.scrollLeft > 1;
  const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : undefined;
}

const remPx = () => Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/**
 * Scrolls the list so that its selected tab is shown whole, clear of the fades (a fade is only
 * drawn where more tabs lie, so the first and last tabs go right to the edge). Answers how wide
 * the fades may be: narrower than usual when the tab leaves less room beside it (large text).
 */
function revealSelectedTab(list: HTMLElement): number {
  const full = FADE_REM * remPx();
  const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab || list.scrollWidth <= list.clientWidth) return full;
  const box = list.getBoundingClientRect();
  const own = tab.getBoundingClientRect();
  const fade = Math.max(0, Math.min(full, Math.floor((box.width - own.width) / 2)));
  const before = own.left - (box.left + fade);
  const after = own.right - (box.right - fade);
  const delta = before < 0 ? before : after > 0 ? after : 0;
  if (delta) list.scrollLeft += delta;
  return fade;
}

interface Scroller {
  edges: Edges;
  /** The fades' width in px. */
  fade: number | undefined;
}

/**
 * Keeps the selected tab in view (when chosen, and when the list is resized: a phone turned, the
 * typeface loaded, a label changed) and says which edges hide more tabs.
 */
function useTabScroller(list: HTMLElement | null, selected: string): Scroller {
  const [state, setState] = useState<Scroller>({ edges: undefined, fade: undefined });
  useLayoutEffect(() => {
    if (!list) return;
    const show = (fade?: number) =>
      setState((was) => {
        const next = { edges: edgesOf(list), fade: fade ?? was.fade };
        return next.edges === was.edges && next.fade === was.fade ? was : next;
      });
    const scrolled = () => show();
    const resized = () => show(revealSelectedTab(list));
    resized();
    list.addEventListener('scroll', scrolled, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resized);
    observer?.observe(list);
    for (const tab of list.children) observer?.observe(tab);
    // Again once a press is over: when focus enters the list, react-aria puts back the scroll
    // position of its last scroll event, from before the one that revealed the tab.
    let frame = 0;
    const focused = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(resized);
    };
    list.addEventListener('focusin', focused);
    // A window resized and back (a full-page screenshot) can leave the list's scroll clamped
    // without the list's size changing in between: the observer does not see it.
    window.addEventListener('resize', resized);
    return () => {
      list.removeEventListener('scroll', scrolled);
      list.removeEventListener('focusin', focused);
      window.removeEventListener('resize', resized);
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [list]);
  useLayoutEffect(() => {
    if (!list) return;
    const fade = revealSelectedTab(list);
    setState({ edges: edgesOf(list), fade });
    const frame = requestAnimationFrame(() => revealSelectedTab(list));
    return () => cancelAnimationFrame(frame);
  }, [list, selected]);
  return state;
}

const Panel = styled(TabPanel)`
  padding: ${({ theme }) => theme.space(4)} 0;
  &[data-focus-visible] {
    ${({ theme }) => theme.focusRing}
  }
`;

/** What a tab's content receives: the data it was opened with and a way to open another tab. */
export interface TabContext<Id extends string, Data> {
  data: Data | undefined;
  goTo: (id: Id, data?: Data) => void;
}

export interface TabDefinition<Id extends string, Data> {
  id: Id;
  /** The tab's title; may change (e.g. 'Cadastrar Notícia' → 'Editar Notícia'). */
  label: ReactNode;
  disabled?: boolean;
  render: (context: TabContext<Id, Data>) => ReactNode;
}

/**
 * The tab state: which tab is open and the data it was opened with. `goTo('form', item)` opens a
 * tab carrying data (edit from a search card); `goTo('search')` opens one with none.
 */
export function useTabs<Id extends string, Data = unknown>(initial: Id) {
  const [state, setState] = useState<{ selected: Id; data: Data | undefined }>({
    selected: initial,
    data: undefined,
  });
  const goTo = useCallback((id: Id, data?: Data) => setState({ selected: id, data }), []);
  return { selected: state.selected, data: state.data, goTo };
}

/**
 * A form tab that creates an item, or edits the one another tab opened it with (a card's
 * 'Editar'): titled by what it does, and drawn afresh for each item so no field of the last one
 * stays.
 */
export function editTab<Id extends string, Data>({
  id,
  state,
  createLabel,
  editLabel,
  keyOf,
  render,
}: {
  id: Id;
  state: ReturnType<typeof useTabs<Id, Data>>;
  createLabel: ReactNode;
  editLabel: ReactNode;
  /** The item's id: a new one remounts the form. */
  keyOf: (data: Data) => string | number;
  render: (context: TabContext<Id, Data>) => ReactNode;
}): TabDefinition<Id, Data> {
  const editing = state.selected === id && state.data !== undefined;
  return {
    id,
    label: editing ? editLabel : createLabel,
    render: (context) => (
      <Fragment key={context.data === undefined ? 'novo' : keyOf(context.data)}>
        {render(context)}
      </Fragment>
    ),
  };
}

export interface TabsProps<Id extends string, Data> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabDefinition<Id, Data>[];
  /** From {@link useTabs}. */
  state: ReturnType<typeof useTabs<Id, Data>>;
}

/**
 * Tabs (react-aria: arrow keys between tabs, Home/End, panels linked to their tabs). Only the open
 * panel renders; choosing a tab by hand opens it without data. Tabs wider than the screen scroll
 * sideways in one row: the chosen tab is scrolled whole into view, and each edge hiding more tabs
 * fades out under a chevron.
 */
export function Tabs<Id extends string, Data = unknown>({
  label,
  tabs,
  state,
}: TabsProps<Id, Data>) {
  const { selected, data, goTo } = state;
  // A callback ref: react-aria mounts the list after building its collection.
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const { edges, fade } = useTabScroller(list, selected);
  // A chevron only in a fade of full width: beside a tab about as wide as the list (large text on
  // a phone) the fades narrow, and the neighbouring tabs' cut edges are what show there is more.
  const chevrons = fade === undefined || fade >= FADE_REM * remPx() - 0.5;
  return (
    <AriaProviders>
      <Root
        selectedKey={selected}
        onSelectionChange={(key) => {
          if (key !== selected) goTo(String(key) as Id);
        }}
      >
        <Bar style={fade === undefined ? undefined : { ['--tabs-fade' as string]: `${fade}px` }}>
          <List ref={setList} aria-label={label} data-more={edges}>
            {tabs.map((tab) => (
              <TabItem key={tab.id} id={tab.id} isDisabled={tab.disabled}>
                {tab.label}
              </TabItem>
            ))}
          </List>
          {chevrons && (edges === 'start' || edges === 'both') && (
            <More data-tabs-more="start" aria-hidden="true">
              <ChevronLeftIcon />
            </More>
          )}
          {chevrons && (edges === 'end' || edges === 'both') && (
            <More data-tabs-more="end" aria-hidden="true">
              <ChevronRightIcon />
            </More>
          )}
        </Bar>
        {tabs.map((tab) => (
          <Panel key={tab.id} id={tab.id}>
            {tab.id === selected && tab.render({ data, goTo })}
          </Panel>
        ))}
      </Root>
    </AriaProviders>
  );
}
