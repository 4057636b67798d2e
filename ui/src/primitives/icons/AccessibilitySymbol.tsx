import { Icon, type IconProps } from './Icon';

/**
 * The accessibility symbol (a person with open arms in a circle), beside the 'Acessibilidade' links
 * (LBI, Lei 13.146/2015, art. 63). Decorative: where it stands alone, it goes inside an element
 * with role="img" and the text 'Símbolo de acessibilidade'.
 */
export const AccessibilitySymbol = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="6.5" r="1.4" fill="currentColor" />
    <path d="M6.5 9.5l5.5 1.2 5.5-1.2M12 10.7V14l-2.5 4.5M12 14l2.5 4.5" />
  </Icon>
);
