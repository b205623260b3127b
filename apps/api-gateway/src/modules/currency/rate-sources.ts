import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config';
import { type EcbDay, parseEcbXml } from './ecb-rates';

/**
 * Where the day's reference rates come from (ADR 011's adapter): the ECB over HTTP in
 * production, a file of the same XML for tests and the demo. Each gives the parsed day or throws.
 */
export interface RateSource {
  /** Names the source in logs and in the back office's answer. */
  readonly name: string;
  daily(): Promise<EcbDay>;
}

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
const ECB_TIMEOUT_MS = 15_000;

/** The European Central Bank's daily reference rates (published around 16:00 CET on working days). */
export function ecbRateSource({
  fetch = globalThis.fetch,
  url = ECB_DAILY_URL,
  timeoutMs = ECB_TIMEOUT_MS,
}: {
  fetch?: typeof globalThis.fetch;
  url?: string;
  timeoutMs?: number;
} = {}): RateSource {
  return {
    name: 'ecb',
    async daily() {
      const response = await fetch(url, {
        headers: { accept: 'application/xml, text/xml' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`the ECB answered ${response.status}`);
      return parseEcbXml(await response.text());
    },
  };
}

/** The same XML read from a file (EXCHANGE_RATES=file:<path>). */
export function fileRateSource(file: string): RateSource {
  return {
    name: `file:${file}`,
    async daily() {
      return parseEcbXml(await readFile(file, 'utf8'));
    },
  };
}

/** The configured source; null when rates are only set by staff. */
export function configuredRateSource(config: Pick<Config, 'exchangeRates'>): RateSource | null {
  const setting = config.exchangeRates;
  if (setting.source === 'ecb') return ecbRateSource();
  if (setting.source === 'file') return fileRateSource(setting.path);
  return null;
}

const DEMO_FILE = path.join('reference', 'ecb', 'eurofxref-daily.xml');

/**
 * The demo shop's rates: a real day of the ECB's file kept in the gateway's package
 * (apps/api-gateway/reference/ecb; data/ is the shop's own, ignored by git). Found upwards from this code, which runs from src/ in development
 * and tests and from the bundle in dist/.
 */
export function demoRatesFile(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 6; level += 1) {
    const candidate = path.join(dir, DEMO_FILE);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}
