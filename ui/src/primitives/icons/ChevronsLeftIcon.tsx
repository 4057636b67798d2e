import { Icon, type IconProps } from './Icon';

export const ChevronsLeftIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M11 17l-5-5 5-5M18 17l-5-5 5-5" />
  </Icon>
);
