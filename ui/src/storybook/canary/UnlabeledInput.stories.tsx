import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The a11y canary: an input with no label. Hidden from the sidebar and excluded from the normal
 * story-test run; `npm test` runs it alone and requires its test to FAIL, proving that an axe
 * violation fails a story.
 */
const meta = {
  title: 'Canary/Unlabeled input',
  tags: ['!dev', '!autodocs', 'a11y-canary'],
  render: () => <input type="text" />,
} satisfies Meta;

export default meta;

export const UnlabeledInput: StoryObj<typeof meta> = {};
