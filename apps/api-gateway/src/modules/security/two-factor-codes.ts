import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { sha256 } from '../../lib/tokens';

/**
 * The authenticator app's side of two-factor sign-in (RFC 6238 TOTP): 6 digits, SHA-1, 30-second
 * steps, the defaults every authenticator app reads from an otpauth:// URI. One step either side
 * is accepted, for a phone's clock a little off.
 */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;

/** Recovery codes: ten, of ten characters (50 bits each) from an alphabet without look-alikes. */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, issuer: string, label: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** What the set-up screen shows: the URI an app scans (as a QR code) or the secret to type. */
export function enrolment(secretBase32: string, issuer: string, accountEmail: string) {
  const uri = totp(secretBase32, issuer, accountEmail).toString();
  const svg = renderSVG(uri, { ecc: 'M', border: 2 });
  return {
    uri,
    qrCodeDataUri: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The time step a six-digit code belongs to, or null when it is wrong (within the window). */
export function matchTotp(secretBase32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totp(secretBase32, 'Vitrine', 'check').validate({
    token: code,
    timestamp,
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

export const isTotpShaped = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** A recovery code as typed (any case, spaces or dashes) to the form its hash was taken of. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export const recoveryCodeHash = (code: string) => sha256(normaliseRecoveryCode(code));

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * The stored secret's encryption: AES-256-GCM under a key derived (HKDF) from the gateway's own
 * secret, so the database alone does not give the codes. A new SESSION_SECRET makes the stored
 * secrets unreadable: those accounts then sign in with a recovery code and set the app up again.
 */
export function secretBox(gatewaySecret: string, purpose = 'vitrine two-factor secret') {
  // One key per purpose: a value sealed for one use cannot be opened as another's.
  const key = Buffer.from(hkdfSync('sha256', gatewaySecret, '', purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The secret, or null when it was sealed under another key (or tampered with). */
    open(sealed: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
