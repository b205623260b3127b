import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * The most common passwords the length rule alone would let through (server side only: it reads
 * a file). `data/common-passwords.txt.gz` holds the 10,000 most frequent passwords of 12 to 128
 * characters, lower-cased, from the ranked "10 million passwords" list (see data/README.md for
 * its source and licence). Shorter ones need no list: the policy refuses them by length.
 */
let list: ReadonlySet<string> | undefined;

/** Found through the package itself, so that it holds in the gateway's bundle as from source. */
const listFile = () =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@vitrine/validation/package.json')),
    'data',
    'common-passwords.txt.gz',
  );

function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(gunzipSync(readFileSync(listFile())).toString('utf8').split('\n').filter(Boolean));
  return list;
}

/** Whether a password is one of the most common ones, whatever its letters' case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
