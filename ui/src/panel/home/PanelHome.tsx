import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeader } from '../layout/PageHeader';
import { usePageTitle } from '../../app/usePageTitle';
import {
  ChartIcon,
  ListIcon,
  MonitorIcon,
  PhoneIcon,
  StarIcon,
  VideoIcon,
} from '../../primitives/icons';
import { SCREENS, TEXTS, PANEL_PAGE_TITLE } from '../texts';

interface HomeCard {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

/** The six cards of the spec, in its order. */
export const HOME_CARDS: readonly HomeCard[] = [
  {
    title: SCREENS.log,
    description:
      'Acompanhe as movimentações das teleconsultas: chamadas iniciadas, atendidas, encerradas e salas removidas.',
    to: '/log',
    icon: <ListIcon />,
  },
  {
    title: SCREENS.appRooms,
    description: 'Veja, em tempo real, as salas de teleconsulta abertas no aplicativo.',
    to: '/sala-app',
    icon: <PhoneIcon />,
  },
  {
    title: SCREENS.createdRooms('app'),
    description:
      'Consulte as salas criadas no aplicativo e a latência e o nível da conexão de paciente e profissional.',
    to: '/videochamada-log?system=app',
    icon: <ChartIcon />,
  },
  {
    title: SCREENS.webRooms,
    description:
      'Veja, em tempo real, as salas de teleconsulta abertas no Minha Consulta e remova as que ficaram presas.',
    to: '/sala',
    icon: <MonitorIcon />,
  },
  {
    title: SCREENS.createdRooms('minhaConsulta'),
    description:
      'Consulte as salas criadas no Minha Consulta e a latência e o nível da conexão de paciente e profissional.',
    to: '/videochamada-log?system=minhaConsulta',
    icon: <VideoIcon />,
  },
  {
    title: SCREENS.history,
    description:
      'Consulte o histórico de salas, os tempos de espera e de consulta e as notas de satisfação (NPS) dos pacientes.',
    to: '/historico-sala',
    icon: <StarIcon />,
  },
];

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(18rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    svg {
      flex-shrink: 0;
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  p {
    margin: 0;
    flex: 1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Access = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.targetSize};
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  ${({ theme }) => theme.media.mobile} {
    align-self: stretch;
    justify-content: center;
  }
`;

/** The panel's home: one card per screen, each with its description and 'Acessar'. */
export function PanelHome() {
  usePageTitle(SCREENS.home, PANEL_PAGE_TITLE);
  return (
    <>
      <PageHeader title={SCREENS.home} back={false} />
      <Grid>
        {HOME_CARDS.map((card) => (
          <Card key={card.to}>
            <h2>
              {card.icon}
              {card.title}
            </h2>
            <p>{card.description}</p>
            <Access to={card.to} aria-label={`${TEXTS.access}: ${card.title}`}>
              {TEXTS.access}
            </Access>
          </Card>
        ))}
      </Grid>
    </>
  );
}

export default PanelHome;
