/**
 * Passwords are stored as bcrypt hashes, never as typed. Seeded accounts use a salt derived from
 * the password and a low cost, so the seed is deterministic and fast in the browser; passwords set
 * at runtime get a random salt and the usual cost.
 */
import bcrypt from 'bcryptjs';
import seedrandom from 'seedrandom';

const SEED_ROUNDS = 6;
const RUNTIME_ROUNDS = 8;
const ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const seedHashes = new Map<string, string>();

function seedSalt(password: string): string {
  const rng = seedrandom(`salt:${password}`);
  // bcrypt salts are 22 characters; the last one only carries 2 bits, so it is one of '.Oeu'.
  const body = Array.from({ length: 21 }, () => ALPHABET[Math.floor(rng() * 64)]).join('');
  return `$2b$${String(SEED_ROUNDS).padStart(2, '0')}$${body}${'.Oeu'[Math.floor(rng() * 4)]}`;
}

export function hashPassword(password: string, mode: 'seed' | 'runtime' = 'runtime'): string {
  if (mode === 'runtime') return bcrypt.hashSync(password, RUNTIME_ROUNDS);
  let hash = seedHashes.get(password);
  if (!hash) seedHashes.set(password, (hash = bcrypt.hashSync(password, seedSalt(password))));
  return hash;
}

export function verifyPassword(password: string, hash: string | null | undefined): boolean {
  if (!hash) return false;
  try {
    return bcrypt.compareSync(password, hash);
  } catch {
    return false;
  }
}
