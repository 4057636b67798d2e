import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DEMO } from '@portal/mocks';
import { atViewport } from '../../storybook/viewports';
import { DEMO_GOOGLE_ACCOUNTS } from '../login/googleToken';
import { readSession } from '../session/session';
import { loginAs, loginWithGoogle } from '../storybook/decorators';
import { DEFAULT_AVATAR } from './defaultAvatar';
import { ProfileCard, type ProfileCardProps } from './ProfileCard';

/** The ProfileCard of the patient logged in (in the story's beforeEach) through the mock backend. */
function ProfileCardForSession(props: Omit<ProfileCardProps, 'user'>) {
  return <ProfileCard {...props} user={readSession()!.user} />;
}

const meta = {
  title: 'Portal/Minhas solicitações/Meu perfil',
  component: ProfileCardForSession,
  beforeEach: loginAs(DEMO.patient.cpf, DEMO.patient.password),
  args: { ongoing: 3 },
} satisfies Meta<typeof ProfileCardForSession>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, age in years, months and days, CNS in groups of 3-4-4-4, requests in progress. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('898 0012 3456 7891')).toBeVisible();
    await expect(canvas.getByText(/^\d+ anos, \d+ (mês|meses) e \d+ dias?$/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR);
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile360') };

/** Counting the requests in progress. */
export const Loading: Story = {
  args: { ongoing: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando...')).toBeVisible();
  },
};

/** A Google account: its photo (default avatar when it cannot load) and 'Não Informado' for the CNS. */
export const NotInformed: Story = {
  beforeEach: loginWithGoogle(DEMO_GOOGLE_ACCOUNTS[0]!),
  args: { ongoing: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('Não Informado')).toHaveLength(2);
    await waitFor(() =>
      expect(canvasElement.querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR),
    );
  },
};
