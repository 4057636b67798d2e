import { Icon, type IconProps } from './Icon';

export const VideoIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M23 7l-7 5 7 5V7z" />
    <rect x="1" y="5" width="15" height="14" rx="2" />
  </Icon>
);
