/**
 * Which stories get screenshot baselines (issue 20): every screen-level and modal story (portal,
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
    stories.push({ id: entry.id, title: entry.title, name: entry.name, file: entry.importPath });
  }
  return stories;
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
