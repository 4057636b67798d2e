import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import type { Bot } from './api';
import { BOT } from './messages';

const M = BOT;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  /* In the bundled typeface, with tabular figures (as the list's key). */
  .key {
    font-variant-numeric: tabular-nums lining-nums;
  }
`;

/** The bot read only: name, Blip key and description (as text, whatever they hold). */
export function BotDetailModal({ bot, onClose }: { bot: Bot | null; onClose: () => void }) {
  return (
    <Modal
      open={bot !== null}
      onClose={onClose}
      title={M.detailTitle}
      size="md"
      footer={<Button onClick={onClose}>Fechar</Button>}
      hideCloseButton
    >
      {bot && (
        <Details>
          <div>
            <dt>{M.name}</dt>
            <dd>{bot.bbo_name}</dd>
          </div>
          <div>
            <dt>{M.key}</dt>
            <dd className="key">{bot.bbo_blip_key}</dd>
          </div>
          <div>
            <dt>{M.description}</dt>
            <dd>{bot.bbo_description || M.noDescription}</dd>
          </div>
        </Details>
      )}
    </Modal>
  );
}
