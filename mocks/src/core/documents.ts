/**
 * Brazilian identity documents as the backend sees them: CPF (11 digits with two check digits)
 * and CNS (the contract's registry rule). Generators serve the seed; checks serve the
 * handlers (login, validate-cpfs, imports).
 */
import { cpfCheckDigit, isValidCpf, onlyDigits } from '@portal/contracts/documents';
import { isValidCns } from '@portal/contracts/registry';
import type { Random } from '../seed/random';

export { isValidCns, isValidCpf, onlyDigits };

export function generateCpf(random: Random): string {
  for (;;) {
    const base = random.digits(9);
    if (/^(\d)\1{8}$/.test(base)) continue;
    const first = cpfCheckDigit(base);
    return `${base}${first}${cpfCheckDigit(base + first)}`;
  }
}

export const formatCpf = (cpf: string): string =>
  onlyDigits(cpf).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** A provisional CNS (starts with 7, 8 or 9): 14 random digits and a last digit that balances the sum. */
export function generateCns(random: Random): string {
  for (;;) {
    const head = `${random.pick(['7', '8', '9'])}${random.digits(13)}`;
    let sum = 0;
    for (let i = 0; i < 14; i++) sum += Number(head[i]) * (15 - i);
    const last = (11 - (sum % 11)) % 11;
    if (last < 10) return `${head}${last}`;
  }
}
