import styled from 'styled-components';
import { useSession } from '../session/session';
import { useUnreadCount } from './api';
import { NOTICES } from './messages';

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5em;
  padding: 0 0.4em;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;
`;

/**
 * The header's unread count beside 'Avisos' (fetched apart from the header, when a patient is
 * logged in): the number is seen, and a screen reader hears 'Avisos (3 avisos não lidos)'. Nothing
 * shows while it loads, when all are read, or when the count could not be read (the inbox itself
 * says so, with its retry).
 */
export function UnreadBadge() {
  const session = useSession();
  const { data: unread } = useUnreadCount(session?.user.id ?? null);
  if (!unread) return null;
  return (
    <>
      <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count>
      <span className="visually-hidden"> ({NOTICES.unreadLabel(unread)})</span>
    </>
  );
}

export default UnreadBadge;
