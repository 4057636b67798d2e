import { useTheme } from 'styled-components';

/**
 * The portal's mark: a shield with a check (public service, transparency), in the theme's
 * primary colours, so high contrast turns it yellow on black like the rest of the header.
 */
export function PortalMark({ size = '2rem' }: { size?: string }) {
  const { colors } = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        data-part="escudo"
        d="M16 2l12 5v8c0 7.5-5.1 13.4-12 15-6.9-1.6-12-7.5-12-15V7z"
        fill={colors.primary}
      />
      <path
        d="M10 16l4.2 4.2L22.5 12"
        fill="none"
        stroke={colors.onPrimary}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
