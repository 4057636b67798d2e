import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatCns } from '../../domain/cns';
import { ageParts, formatAge, parseApiDateTime } from '../../domain/dates';
import type { PatientUser } from '../session/session';
import { PORTAL } from '../shared/messages';
import { DEFAULT_AVATAR } from './defaultAvatar';

const Card = styled.section`
  display: flex;
  gap: ${({ theme }) => theme.space(5)};
  align-items: center;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  img {
    flex-shrink: 0;
    width: 6rem;
    height: 6rem;
    border-radius: 50%;
    object-fit: cover;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
    margin: 0;
  }
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .preference {
    margin-top: ${({ theme }) => theme.space(3)};
  }
  /* The question takes its own line when the switch no longer fits beside it. */
  .preference > label {
    flex-wrap: wrap;
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    dl {
      grid-template-columns: minmax(0, 1fr);
    }
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

/** 'N anos, N meses e N dias', or 'Não Informado' for a missing or future birth date. */
export function ageText(birthDate: string | null | undefined, now: Date = new Date()): string {
  const birth = parseApiDateTime(birthDate);
  const parts = birth ? ageParts(birth, now) : null;
  return parts ? formatAge(parts) : PORTAL.notInformed;
}

export interface ProfileCardProps {
  user: PatientUser;
  /** Requests still in progress; undefined while counting, null when the count failed. */
  ongoing: number | null | undefined;
  now?: Date;
  /** A setting of the patient's own, under the facts (the automatic notices' switch). */
  preference?: ReactNode;
}

/** 'Meu perfil': photo or default avatar, Nome, Idade, CNS (3-4-4-4), 'Solicitações em andamento'. */
export function ProfileCard({ user, ongoing, now, preference }: ProfileCardProps) {
  const [broken, setBroken] = useState(false);
  const photo = user.image && !broken ? user.image : DEFAULT_AVATAR;
  const text = (value: string | null | undefined) => value?.trim() || PORTAL.notInformed;
  return (
    <Card aria-labelledby="titulo-perfil">
      <img src={photo} alt="" onError={() => setBroken(true)} />
      <div>
        <h2 id="titulo-perfil">Meu perfil</h2>
        <dl>
          <dt>Nome</dt>
          <dd>{text(user.name)}</dd>
          <dt>Idade</dt>
          <dd>{ageText(user.birthDate, now)}</dd>
          <dt>CNS</dt>
          <dd>{text(formatCns(user.cns))}</dd>
          <dt>Solicitações em andamento</dt>
          <dd aria-busy={ongoing === undefined}>
            {ongoing === undefined
              ? 'Carregando...'
              : ongoing === null
                ? PORTAL.notInformed
                : ongoing}
          </dd>
        </dl>
        {preference && <div className="preference">{preference}</div>}
      </div>
    </Card>
  );
}
