/**
 * Story tests only (Vitest browser mode): Testing Library's find queries and waitFor give up after 1 s by
 * default. On a loaded 2-core CI machine a lazy chunk (the charts) or the first render of a file
 * can take longer than that, and the story fails though nothing is wrong; 5 s still fails a story
 * whose element never comes.
 */
import { configure } from 'storybook/test';

configure({ asyncUtilTimeout: 5_000 });
