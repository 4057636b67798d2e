import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { failureMessage } from '../../api/failureMessage';
import { formatDate, parseApiDateTime } from '../../domain/dates';
import { Button } from '../../primitives/Button';
import { estimateOf, useWaitEstimates, type WaitEstimate } from './api';
import { PRIORITY_MESSAGES, PriorityEstimates } from './PriorityEstimates';
import { casesText, estimateSentence, waitingText } from './waitText';

export const METHOD_PATH = '/como-calculamos';

export const WAIT_MESSAGES = {
  heading: 'Quanto tempo se espera',
  unavailable: 'Estimativa de espera indisponível no momento.',
  noData: 'Não há dados de espera para este procedimento neste município.',
  loading: 'Carregando a estimativa de espera...',
  notADate: 'É uma estimativa a partir de quem já foi atendido, não uma data marcada.',
  methodLink: 'Como calculamos',
} as const;

const Box = styled.section`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderLight};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  .sentence {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .muted {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p:last-child {
    margin-bottom: 0;
  }
  h3 {
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

/** 'Dados até 20/11/2026' from the date of the data. */
export function dataDateText(dataDate: string): string {
  const date = parseApiDateTime(dataDate);
  return date ? `Dados até ${formatDate(date)}` : '';
}

export interface WaitEstimateFiguresProps {
  estimate: WaitEstimate;
  minCases: number;
  dataDate: string;
  /** The procedure's name, for the heading. */
  procedure: string;
}

/** The figures of one procedure: the sentence, how many wait, the date of the data and the method. */
export function WaitEstimateFigures({
  estimate,
  minCases,
  dataDate,
  procedure,
}: WaitEstimateFiguresProps) {
  const hasFigures = estimate.median_days !== null && estimate.p90_days !== null;
  return (
    <>
      <p className={hasFigures ? 'sentence' : undefined} data-testid="wait-sentence">
        {estimateSentence(estimate, minCases)}
      </p>
      <p>
        {waitingText(estimate.waiting)} para {procedure} agora
        {hasFigures && ` · ${casesText(estimate.cases)} nos últimos 12 meses`}.
      </p>
      {estimate.by_priority.length > 0 && (
        <>
          <h3 id="titulo-espera-prioridade">{PRIORITY_MESSAGES.heading}</h3>
          <PriorityEstimates
            estimate={estimate}
            minCases={minCases}
            labelledBy="titulo-espera-prioridade"
          />
        </>
      )}
      <p className="muted">
        {WAIT_MESSAGES.notADate} {dataDateText(dataDate)}.{' '}
        <Link to={METHOD_PATH}>{WAIT_MESSAGES.methodLink}</Link>
      </p>
    </>
  );
}

export interface WaitEstimateSummaryProps {
  client: string;
  service: string;
  procedure: string;
}

/**
 * Above the search's results: how long the chosen procedure's patients waited over the last 12
 * months. Its failure says the estimate is unavailable (with a retry) and leaves the search alone.
 */
export function WaitEstimateSummary({ client, service, procedure }: WaitEstimateSummaryProps) {
  const { data, error, isLoading, mutate } = useWaitEstimates(client, { service, procedure });
  const estimate = estimateOf(data, service, procedure);
  let body;
  if (error)
    body = (
      <div role="alert">
        <p>{WAIT_MESSAGES.unavailable}</p>
        <p className="muted">{failureMessage(error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void mutate()}>
          Tentar novamente
        </Button>
      </div>
    );
  else if (isLoading || !data) body = <p className="muted">{WAIT_MESSAGES.loading}</p>;
  else if (!estimate)
    body = (
      <p>
        {WAIT_MESSAGES.noData} <Link to={METHOD_PATH}>{WAIT_MESSAGES.methodLink}</Link>
      </p>
    );
  else
    body = (
      <WaitEstimateFigures
        estimate={estimate}
        minCases={data.min_cases}
        dataDate={data.data_date}
        procedure={procedure}
      />
    );
  return (
    <Box aria-labelledby="titulo-espera" aria-busy={isLoading} data-testid="wait-estimate">
      <h2 id="titulo-espera">{WAIT_MESSAGES.heading}</h2>
      {body}
    </Box>
  );
}
