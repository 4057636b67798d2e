import { Icon, type IconProps } from './Icon';

/** A filled triangle pointing up or down (a rise or a fall), drawn in the text's colour. */
export const TriangleIcon = ({ direction, ...p }: IconProps & { direction: 'up' | 'down' }) => (
  <Icon width="0.75em" height="0.75em" fill="currentColor" stroke="none" {...p}>
    <path d={direction === 'up' ? 'M12 3l10 18H2z' : 'M12 21L2 3h20z'} />
  </Icon>
);
