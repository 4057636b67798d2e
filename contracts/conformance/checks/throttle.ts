/**
 * Login throttling scoped to the account, read-only: wrong passwords go only to accounts no one has
 * (a CPF and an admin login made up for this run), never to the tour's own accounts, so nothing is
 * created and no real account is locked for the rest of the tour. From one address the tour sees
 * that one account's failures lock that account (a 429 with a message by the 21st attempt), and
 * that they do not lock the address out of another account's login, nor out of the other kind of
 * login: a backend that locks the whole address after 20 failures locks out every health unit
 * behind a shared public address.
 */
import type { Credentials } from './auth';
import type { Answer, Checker, ProblemList } from './checker';
import { messageOf, statusProblem } from './checker';

/** Failures of one account from one address the contract allows before locking it there. */
const ACCOUNT_FAILURES = 20;

/** A valid CPF (both check digits right) no one is likely to have: 9 digits of `seed`. */
export function madeUpCpf(seed: number): string {
  const base = `9${String(Math.abs(Math.trunc(seed)))
    .padStart(8, '0')
    .slice(-8)}`;
  const digit = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = digit(base);
  return `${base}${first}${digit(base + first)}`;
}

/**
 * Sends wrong logins for one made-up account until the backend locks it; a problem when 21 came
 * and none was a 429, or when a refusal was neither 401, 404 nor 429.
 */
async function lockOne(found: ProblemList, attempt: (n: number) => Promise<Answer>, who: string) {
  for (let n = 1; n <= ACCOUNT_FAILURES + 1; n++) {
    const answer = await attempt(n);
    if (answer.status === 429) {
      found.expect(
        answer,
        messageOf(answer.body) ? null : 'the 429 carries no message (mensagem, msg or error)',
      );
      return;
    }
    const wrong = statusProblem(answer, [401, 404]);
    if (wrong) return found.expect(answer, wrong);
    if (n === ACCOUNT_FAILURES + 1) {
      found.expect(
        answer,
        `${ACCOUNT_FAILURES + 1} wrong logins of one ${who} from one address were all answered: no lock`,
      );
    }
  }
}

export async function throttleCheck(checker: Checker, credentials: Credentials, seed: number) {
  await checker.run('auth.throttle-scoped', async (found) => {
    const ghostCpf = madeUpCpf(seed);
    const ghostLogin = `conformidade-${seed}`;
    const signsIn = async (who: 'patient' | 'admin', after: string) => {
      const [path, body] =
        who === 'patient'
          ? ['/api/users/login', credentials.patient]
          : ['/api/clients/login', credentials.admin];
      const answer = await checker.send('api', 'POST', path, {
        json: body,
        as: `${who}, right password, same address, after ${after}`,
      });
      found.expect(
        answer,
        statusProblem(answer, [200]) &&
          `another account's failures locked this address out: ${statusProblem(answer, [200])}`,
      );
    };

    await lockOne(
      found,
      (n) =>
        checker.send('api', 'POST', '/api/users/login', {
          json: { cpf: ghostCpf, password: `Conformidade@${n}` },
          as: `a CPF no one has, wrong password #${n}`,
        }),
      'patient',
    );
    await signsIn('patient', 'another patient was locked');
    await signsIn('admin', 'a patient was locked');

    await lockOne(
      found,
      (n) =>
        checker.send('api', 'POST', '/api/clients/login', {
          json: { login: ghostLogin, password: `Conformidade@${n}` },
          as: `an admin login no one has, wrong password #${n}`,
        }),
      'admin login',
    );
    await signsIn('admin', 'another admin login was locked');
    await signsIn('patient', 'an admin login was locked');
  });
}
