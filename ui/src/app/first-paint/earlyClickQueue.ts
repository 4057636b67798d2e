/**
 * What the before-paint script (inline.ts) and the replay (earlyClicks.ts) share: where the
 * buttons pressed before React owned them are kept, and how a node React owns is told apart.
 */

/** `window[EARLY_CLICKS]`: the buttons, and what to call when the script adds one. */
export const EARLY_CLICKS = '__antesDoApp';

export interface EarlyClicks {
  q: HTMLElement[];
  r: (() => void) | null;
}

/**
 * React keeps each node's props under this key once it renders or hydrates the node (React DOM
 * 17–19): a button without it is still the server's, with no handler yet.
 */
export const REACT_PROPS = '__reactProps$';
