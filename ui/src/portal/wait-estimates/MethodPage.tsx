import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  MIN_CASES,
  nearestRank,
  NO_PRIORITY_LABEL,
  PRIORITY_CLASSES,
  WINDOW_MONTHS,
} from '@portal/contracts/waitEstimates';
import { SMALL_GROUP_TEXT } from '@portal/contracts/smallGroups';
import { failureMessage } from '../../api/failureMessage';
import { formatApiDateOrRaw as day } from '../../domain/dates';
import { usePageTitle } from '../../app/usePageTitle';
import { Button } from '../../primitives/Button';
import { useCurrentCity } from '../layout/city';
import { titleCase } from '../../domain/text';
import { useWaitEstimates } from './api';
import { PriorityEstimates } from './PriorityEstimates';

const Article = styled.article`
  max-width: 48rem;
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  table {
    border-collapse: collapse;
    margin: ${({ theme }) => theme.space(3)} 0;
    /* Fits a 320 px screen with text at 200 %: the headers wrap instead of widening the page. */
    width: 100%;
    max-width: 24rem;
    table-layout: fixed;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.borderLight};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    text-align: end;
    overflow-wrap: anywhere;
  }
  th[scope='row'] {
    text-align: start;
  }
  .rank {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  table.classes {
    max-width: 40rem;
  }
  table.classes td,
  table.classes th {
    text-align: start;
  }
  table.classes col.name {
    width: 38%;
  }
  h3,
  h4 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1)};
  }
  .data {
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/** The worked example's waits, in days, already sorted. */
const EXAMPLE = [3, 5, 8, 12, 20, 25, 30, 41, 60, 95];
const EXAMPLE_MEDIAN = nearestRank(EXAMPLE, 0.5);
const EXAMPLE_P90 = nearestRank(EXAMPLE, 0.9);

/** The date of the data and the window behind the figures of the current municipality. */
function DataDate() {
  const city = useCurrentCity();
  const client = city?.status === 'ready' ? (city.client?.cli_codigo ?? null) : null;
  const name = city?.status === 'ready' ? city.client?.cli_nome : undefined;
  const { data, error, mutate } = useWaitEstimates(client);
  if (!client) return null;
  if (error)
    return (
      <div className="data" role="alert">
        <p>A data dos dados está indisponível no momento. {failureMessage(error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void mutate()}>
          Tentar novamente
        </Button>
      </div>
    );
  if (!data)
    return (
      <p className="data" aria-busy="true">
        Carregando a data dos dados...
      </p>
    );
  return (
    <p className="data" data-testid="method-data-date">
      {name ? `${name}: ` : ''}dados da fila até {day(data.data_date)}. As estimativas usam os
      atendimentos de {day(data.window_start)} a {day(data.window_end)}.
    </p>
  );
}

/** The current municipality's figures by priority class, service by service. */
function CityPriorities() {
  const city = useCurrentCity();
  const client = city?.status === 'ready' ? (city.client?.cli_codigo ?? null) : null;
  const name = city?.status === 'ready' ? city.client?.cli_nome : undefined;
  // The same read as the date of the data above (one request): its failure is shown there.
  const { data } = useWaitEstimates(client);
  const services = data?.rows.filter((row) => row.procedure === null && row.by_priority.length);
  if (!client || !data || !services?.length) return null;
  return (
    <section aria-labelledby="titulo-prioridades-cidade" data-testid="method-priorities">
      <h3 id="titulo-prioridades-cidade">
        {name ? `${name}: ` : ''}espera por prioridade nos últimos {WINDOW_MONTHS} meses
      </h3>
      {services.map((row, index) => (
        <div key={row.service}>
          <h4 id={`metodo-prioridade-${index}`}>{titleCase(row.service)}</h4>
          <PriorityEstimates
            estimate={row}
            minCases={data.min_cases}
            labelledBy={`metodo-prioridade-${index}`}
          />
        </div>
      ))}
    </section>
  );
}

/**
 * Como calculamos (/como-calculamos): how the wait figures of the search, 'Minhas solicitações',
 * the dashboard and the open data are computed, and what they cannot say.
 */
export function MethodPage() {
  usePageTitle('Como calculamos o tempo de espera');
  return (
    <Article aria-labelledby="titulo-metodo">
      <h1 id="titulo-metodo">Como calculamos o tempo de espera</h1>
      <p>
        As estimativas de espera do portal vêm da própria fila de regulação do município: olhamos
        quanto tempo esperaram os pacientes que já foram atendidos e resumimos essa espera em dois
        números.
      </p>
      <DataDate />

      <h2>O que os números dizem</h2>
      <ul>
        <li>
          <strong>Mediana:</strong> metade dos pacientes do procedimento foi atendida em até esse
          número de dias; a outra metade esperou mais.
        </li>
        <li>
          <strong>9 em cada 10 (percentil 90):</strong> nove em cada dez pacientes foram atendidos
          em até esse número de dias. Mostra quanto pode demorar quando a espera é longa.
        </li>
        <li>
          <strong>Pessoas aguardando:</strong> quantas solicitações do procedimento estão na
          situação Solicitado hoje.
        </li>
      </ul>
      <p>
        Não usamos a média: poucos pacientes que esperaram muito puxam a média para cima, e ela
        deixa de descrever a espera da maioria.
      </p>

      <h2>Como calculamos</h2>
      <ol>
        <li>
          Para cada solicitação atendida, contamos os dias entre a data da solicitação e o
          atendimento: a data de agendamento ou, sem ela, a data de execução.
        </li>
        <li>
          Entram só os atendimentos dos últimos {WINDOW_MONTHS} meses até a data dos dados, e só os
          que já aconteceram (um agendamento para o futuro ainda não é atendimento). Solicitações
          devolvidas não entram.
        </li>
        <li>
          Ordenamos as esperas da menor para a maior. A mediana é a espera de quem ficou na metade
          da lista; o percentil 90 é a de quem ficou a nove décimos dela. São sempre esperas que
          aconteceram de fato, em dias inteiros.
        </li>
        <li>
          Com menos de {MIN_CASES} atendimentos no período não mostramos estimativa: com tão poucos
          casos, um único paciente mudaria muito o número.
        </li>
      </ol>
      <p>Por exemplo, com estas dez esperas, em dias:</p>
      <table>
        <caption className="visually-hidden">Exemplo de dez esperas em dias</caption>
        <thead>
          <tr>
            <th scope="col">Paciente</th>
            <th scope="col">Dias de espera</th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLE.map((days, index) => (
            <tr key={index} className={index === 4 || index === 8 ? 'rank' : undefined}>
              <th scope="row">{index + 1}º</th>
              <td>{days}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        a mediana é a espera do 5º paciente, {EXAMPLE_MEDIAN} dias, e o percentil 90 a do 9º,{' '}
        {EXAMPLE_P90} dias: metade esperou até {EXAMPLE_MEDIAN} dias, e 9 em cada 10, até{' '}
        {EXAMPLE_P90}.
      </p>

      <h2>Prioridades da regulação</h2>
      <p>
        Cada solicitação recebe da regulação uma classe de prioridade, conforme o risco para a saúde
        do paciente. A regulação ordena a fila de cada procedimento pela classe, da mais urgente
        para a menos urgente, e, dentro de cada classe, pela data de entrada na fila. Por isso a
        espera muda de uma classe para outra, e mostramos a mediana e o 9 em cada 10 de cada classe
        ao lado dos números de todo o procedimento.
      </p>
      <table className="classes">
        <caption className="visually-hidden">Classes de prioridade da regulação</caption>
        <colgroup>
          <col className="name" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Classe</th>
            <th scope="col">O que quer dizer</th>
          </tr>
        </thead>
        <tbody>
          {PRIORITY_CLASSES.map((c) => (
            <tr key={c.code}>
              <th scope="row">
                {c.label} ({c.code})
              </th>
              <td>{c.meaning.charAt(0).toUpperCase() + c.meaning.slice(1)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{NO_PRIORITY_LABEL}</th>
            <td>A solicitação chegou à fila sem classe de prioridade.</td>
          </tr>
        </tbody>
      </table>
      <p>
        Uma classe só tem estimativa quando teve pelo menos {MIN_CASES} atendimentos nos últimos{' '}
        {WINDOW_MONTHS} meses, a mesma regra do procedimento. As classes mais urgentes costumam ter
        poucos casos e por isso muitas vezes ficam sem estimativa: com tão poucos casos, um único
        paciente mudaria muito o número. Quando uma classe teve de 1 a 4 atendimentos, escrevemos “
        {SMALL_GROUP_TEXT}” em vez do número, para que ele não aponte uma pessoa.
      </p>
      <CityPriorities />

      <h2>Limites</h2>
      <ul>
        <li>
          <strong>Não é uma promessa nem uma data marcada.</strong> Os números descrevem quem já foi
          atendido; a sua espera pode ser menor ou maior.
        </li>
        <li>
          <strong>Casos urgentes passam à frente.</strong> A regulação atende primeiro quem tem
          maior prioridade clínica, então a posição na fila pode mudar, e a espera de quem não é
          urgente tende a ser maior que a mediana.
        </li>
        <li>
          <strong>O passado não garante o futuro.</strong> Mutirões, novas vagas, falta de
          profissionais ou uma fila que cresce mudam a espera dos próximos meses.
        </li>
        <li>
          <strong>Os dados são os da última atualização da fila.</strong> Eles mudam a cada nova
          importação feita pela secretaria de saúde.
        </li>
        <li>
          <strong>Dias na fila contam da entrada na fila;</strong> a estimativa conta da data da
          solicitação, que pode ser alguns dias antes. Em Minhas solicitações e na busca, quem já
          esperou mais que a mediana vê só o percentil 90, e quem já esperou mais que 9 em cada 10
          vê isso escrito, nunca um prazo que já passou.
        </li>
      </ul>

      <h2>Por que não mostramos um tempo pela posição</h2>
      <p>
        Uma conta simples seria multiplicar a posição na fila por um tempo médio de atendimento por
        solicitação. Ela ignora quantas vagas o procedimento tem por mês e dava, por exemplo, “cerca
        de 1 hora” ao primeiro da fila de cardiologia, que já esperava mais de dois anos. Por isso a
        coluna Tempo estimado mostra a espera real dos pacientes atendidos.
      </p>

      <h2>Os dados completos</h2>
      <p>
        Veja os números de todos os procedimentos no{' '}
        <Link to="/painel-da-fila">Painel da fila</Link> e baixe a fila anonimizada em{' '}
        <Link to="/dados-abertos">Dados abertos</Link>, com o dicionário de cada coluna.
      </p>
    </Article>
  );
}

export default MethodPage;
