import { Icon, type IconProps } from './Icon';

export const ChevronsRightIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13 17l5-5-5-5M6 17l5-5-5-5" />
  </Icon>
);
