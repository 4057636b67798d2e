/**
 * Which stories get screenshot baselines: every screen-level and modal story (portal,
 * mobile pages, panel, Portal Gerencial, the error boundaries), and each primitive in one
 * representative state (its file's first story). Not the docs' examples (Fundamentos), not the
 * a11y canary, not a story tagged `no-visual`.
 */

/** An entry of the built Storybook's index.json. */
export interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

export interface VisualStory {
  id: string;
  title: string;
  name: string;
  /** The story file: a file's stories are shot in one page, in the file's order. */
  file: string;
  /** Its tags (`phone`: also pictured at 360 px, see widthsFor). */
  tags?: readonly string[];
}

/** The spec's desktop and phone widths. */
export const DESKTOP = 1280;
export const PHONE = 360;

/** The mobile app's pages (shown in its web view): only a phone's width matters for them. */
const PHONE_ONLY_TITLES = ['Móvel/'];

/**
 * The widths a story is pictured at, those that matter for it: a story that fixes its own viewport
 * (a "Mobile" story), at that width; the mobile app's pages at 360 px; a file's first story (the
 * screen as it opens) at both widths, and so is a story tagged `phone` (a state whose phone layout
 * differs: cards instead of a table, a dialog filling the screen); every other state at 1280 px,
 * since its phone layout is the first story's.
 */
export function widthsFor(
  story: VisualStory,
  { first, pinned }: { first: boolean; pinned: number | null },
): number[] {
  if (pinned) return [pinned];
  if (PHONE_ONLY_TITLES.some((prefix) => story.title.startsWith(prefix))) return [PHONE];
  if (first || story.tags?.includes('phone')) return [DESKTOP, PHONE];
  return [DESKTOP];
}

const PRIMITIVES = 'Primitivos/';
const EXCLUDED_TITLES = ['Fundamentos/', 'Canary/'];
const EXCLUDED_TAGS = ['a11y-canary', 'no-visual'];

export function visualStories(entries: readonly IndexEntry[]): VisualStory[] {
  const seenPrimitive = new Set<string>();
  const stories: VisualStory[] = [];
  for (const entry of entries) {
    if (entry.type !== 'story') continue;
    if (EXCLUDED_TITLES.some((prefix) => entry.title.startsWith(prefix))) continue;
    if (entry.tags?.some((tag) => EXCLUDED_TAGS.includes(tag))) continue;
    if (entry.title.startsWith(PRIMITIVES)) {
      if (seenPrimitive.has(entry.title)) continue;
      seenPrimitive.add(entry.title);
    }
    stories.push({
      id: entry.id,
      title: entry.title,
      name: entry.name,
      file: entry.importPath,
      tags: entry.tags ?? [],
    });
  }
  return stories;
}

/**
 * The stories the story pass plays (each one's play function, then axe): every story Storybook
 * tags `test` (its default), but the a11y canary, played alone (`canary`) to prove that a
 * violation fails a story.
 */
export function playedStories(
  entries: readonly IndexEntry[],
  { canary = false }: { canary?: boolean } = {},
): VisualStory[] {
  return entries
    .filter((entry) => entry.type === 'story' && entry.tags?.includes('test'))
    .filter((entry) => entry.tags?.includes('a11y-canary') === canary)
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      name: entry.name,
      file: entry.importPath,
      tags: entry.tags ?? [],
    }));
}

/** The stories by file, files and stories in the index's order. */
export function byFile(stories: readonly VisualStory[]): VisualStory[][] {
  const groups = new Map<string, VisualStory[]>();
  for (const story of stories) {
    const group = groups.get(story.file) ?? [];
    group.push(story);
    groups.set(story.file, group);
  }
  return [...groups.values()];
}

/**
 * The stories a `test:visual:update` names: each name matches a story's id, or its
 * "Title/Name" path, in part and without regard to case or accents. No names: all.
 */
export function storiesNamed(stories: readonly VisualStory[], names: readonly string[]) {
  if (!names.length) return [...stories];
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const wanted = names.map(fold);
  return stories.filter((story) => {
    const keys = [fold(story.id), fold(`${story.title}/${story.name}`)];
    return wanted.some((name) => keys.some((key) => key.includes(name)));
  });
}

/** A story's label in messages and on the review page. */
export const storyLabel = (story: VisualStory) => `${story.title} › ${story.name}`;

/** The file name of a story's picture at a width (ASCII: the ids carry accented letters). */
export function shotName(story: VisualStory, width: number): string {
  const safe = story.id
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-');
  return `${safe}.${width}.png`;
}

/** What one story file's test pictured: its stories' shot stems and the pictures it took. */
export interface FileRecord {
  stories: string[];
  taken: string[];
  /** The pictures that compared the same, and their pairs (shotRecord.ts). */
  confirmed?: Record<string, string>;
  /** How many of them were known by their recorded pair alone. */
  recorded?: number;
}

/** A story's shot name without its width: `<safe id>`. */
export const shotStem = (story: VisualStory) => shotName(story, 0).replace(/\.0\.png$/, '');

/**
 * The baselines no picture of the run stands for: a story that is gone (or no longer pictured), or
 * a width its story is no longer pictured at. A story whose file's test did not finish is not
 * judged (its pictures are unknown).
 */
export function unusedBaselines(
  baselines: readonly string[],
  stories: readonly VisualStory[],
  finished: readonly FileRecord[],
): string[] {
  const known = new Set(stories.map(shotStem));
  const judged = new Set(finished.flatMap((record) => record.stories));
  const taken = new Set(finished.flatMap((record) => record.taken));
  return baselines.filter((file) => {
    const stem = file.replace(/\.\d+\.png$/, '');
    if (!known.has(stem)) return true;
    return judged.has(stem) && !taken.has(file);
  });
}
