import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with weaker settings than today's and should be redone. */
export const needsRehash = (hash: string) => argon2.needsRehash(hash, OPTIONS);

// Verifying against this when the e-mail is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => {
  decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
  return decoyHash;
};
