import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { COMMON } from '../../messages/common';
import { Button } from '../../primitives/Button';
import { EmptyState, ErrorState } from '../../primitives/EmptyState';
import { EditIcon, EyeIcon, SearchIcon, TrashIcon } from '../../primitives/icons';
import { RadioGroup } from '../../primitives/RadioGroup';
import { PageLoader } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import { useBots, type Bot, type BotSearch } from './api';
import { Card, CardActions, CardList } from '../shared/cards';
import { BotDetailModal } from './BotDetailModal';
import { BOT } from './messages';
import { useBotRemoval } from './useBotRemoval';

const M = BOT;
const RESULTS = 'Resultados da busca';

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Total = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The shared search card, with the bot's key and description as a description list. */
const BotCard = styled(Card)`
  dl {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
  /* The Blip key in the bundled typeface (a system monospace font differs by machine), with
     tabular figures; a long key breaks anywhere. */
  .key {
    font-variant-numeric: tabular-nums lining-nums;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export interface BotSearchPanelProps {
  /** The search last applied (kept by the page while the other tab is open). */
  applied: BotSearch;
  onSearch: (search: BotSearch) => void;
  onEdit: (bot: Bot) => void;
}

/** 'Buscar por Blip Bot': by Nome or Chave, the bots as cards with edit, view and remove. */
export function BotSearchPanel({ applied, onSearch, onEdit }: BotSearchPanelProps) {
  const [text, setText] = useState(applied.text);
  const [byName, setByName] = useState(applied.byName);
  const [viewing, setViewing] = useState<Bot | null>(null);
  const { data, error, isValidating, mutate } = useBots(applied);
  const resultsRef = useRef<HTMLDivElement>(null);
  // The removed bot's button is gone: focus goes to the results, not to the page's start.
  const removal = useBotRemoval({ onRemoved: () => resultsRef.current?.focus() });
  const resultsId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ text: text.trim(), byName });
  };

  let results;
  if (error) {
    results = (
      <ErrorState
        message={failureMessage(error, COMMON.serverError)}
        onRetry={() => void mutate()}
      />
    );
  } else if (!data) {
    results = <PageLoader label="Carregando Blip Bots..." />;
  } else if (data.rows.length === 0) {
    results = <EmptyState title={M.empty} />;
  } else {
    results = (
      <>
        <Total role="status">
          {M.total(data.count)}
          {data.count > data.rows.length && ` (${M.partial(data.rows.length, data.count)})`}
        </Total>
        <CardList aria-label={M.listLabel}>
          {data.rows.map((bot) => (
            <BotCard key={bot.bbo_id} aria-label={bot.bbo_name}>
              <h3>{bot.bbo_name}</h3>
              <dl>
                <div>
                  <dt>{M.key}</dt>
                  <dd className="key">{bot.bbo_blip_key}</dd>
                </div>
                <div>
                  <dt>{M.description}</dt>
                  <dd>{bot.bbo_description || M.noDescription}</dd>
                </div>
              </dl>
              <CardActions>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<EditIcon />}
                  onClick={() => onEdit(bot)}
                >
                  Editar<span className="visually-hidden"> {bot.bbo_name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<EyeIcon />}
                  onClick={() => setViewing(bot)}
                >
                  Ver<span className="visually-hidden"> {bot.bbo_name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  icon={<TrashIcon />}
                  loading={removal.removing === bot.bbo_id}
                  disabled={removal.removing !== null && removal.removing !== bot.bbo_id}
                  onClick={() => void removal.remove(bot)}
                >
                  Remover<span className="visually-hidden"> {bot.bbo_name}</span>
                </Button>
              </CardActions>
            </BotCard>
          ))}
        </CardList>
      </>
    );
  }

  return (
    <>
      <SearchForm role="search" aria-label={M.searchTab} onSubmit={submit}>
        <RadioGroup
          label={M.searchBy}
          value={byName ? 'nome' : 'chave'}
          onChange={(value) => setByName(value === 'nome')}
          options={[
            { value: 'nome', label: M.byName },
            { value: 'chave', label: M.byKey },
          ]}
        />
        <TextField
          label={M.searchLabel}
          type="search"
          maxLength={90}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={byName ? 'Parte do nome do bot' : 'Parte da Blip Key'}
        />
        <Button type="submit" icon={<SearchIcon />} aria-controls={resultsId}>
          Buscar
        </Button>
      </SearchForm>
      <div
        id={resultsId}
        ref={resultsRef}
        tabIndex={-1}
        role="region"
        aria-label={RESULTS}
        aria-busy={isValidating || undefined}
      >
        {results}
      </div>
      <BotDetailModal bot={viewing} onClose={() => setViewing(null)} />
      {removal.modal}
    </>
  );
}
