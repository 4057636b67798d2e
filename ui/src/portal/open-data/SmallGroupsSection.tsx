import { OPEN_DATA } from './messages';

const T = OPEN_DATA.smallGroups;

/**
 * How the files keep every group of 5 or more (the small-group rule of
 * contracts/src/openData.ts), in plain words: months instead of days, 'Outras unidades', a wider
 * age band, the quarter, and the rows left out (counted under 'Sobre os dados').
 */
export function SmallGroupsSection() {
  return (
    <section aria-labelledby="dados-abertos-grupos-pequenos">
      <h2 id="dados-abertos-grupos-pequenos">{T.heading}</h2>
      <p>{T.intro}</p>
      <ul>
        <li>{T.months}</li>
        <li>
          {T.rule}
          <ol>
            {T.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </li>
      </ul>
      <p>{T.narrowed}</p>
      <p>{T.dashboard}</p>
    </section>
  );
}
