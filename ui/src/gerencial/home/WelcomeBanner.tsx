import styled from 'styled-components';
import { formatDateTimeMinutes, parseApiDateTime } from '../../domain/dates';
import { HOME } from './messages';

const H = HOME;

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primaryLight};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .welcome {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .client {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .intro {
    max-width: 48rem;
  }
  .updated {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export interface WelcomeBannerProps {
  userName: string;
  clientName: string;
  /** The data's date (ISO), once the figures have arrived. */
  updatedAt?: string;
}

/** The home's welcome: the user and the client, and 'Dados atualizados em DD/MM/YYYY HH:mm'. */
export function WelcomeBanner({ userName, clientName, updatedAt }: WelcomeBannerProps) {
  const date = parseApiDateTime(updatedAt);
  return (
    <Banner>
      <div>
        <p className="welcome">{H.welcome(userName)}</p>
        <p className="client">{clientName}</p>
        <p className="intro">{H.intro}</p>
      </div>
      {date && (
        <p className="updated" data-testid="dados-atualizados">
          {H.updatedAt(formatDateTimeMinutes(date))}
        </p>
      )}
    </Banner>
  );
}
