import { Icon, type IconProps } from './Icon';

/** An arrow turning back (Feather's rotate-ccw): undo. */
export const UndoIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M1 4v6h6" />
    <path d="M3.51 15a9 9 0 1 0 2.13-9.36L1 10" />
  </Icon>
);
