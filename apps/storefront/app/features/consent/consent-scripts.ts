import { pageNonce } from '../document/nonce';
import type { ConsentScript, ConsentSettings } from './consent-cookie';
import { isConsentCategory } from './consent-cookie';
import { CONSENT_SCRIPT_ATTRIBUTE, CONSENT_SCRIPT_RUN_ATTRIBUTE } from './constants';

/**
 * Runs every inert `<script type="text/plain" data-cookie-consent="…">` under root whose
 * category is granted, by swapping it for a live script with the same attributes and code
 * (a browser never runs a script whose type it does not know, nor one re-typed in place).
 * Scripts of refused or unknown categories stay inert, so a later consent can still run them.
 */
export function runMarkedScripts(root: ParentNode, consent: ConsentSettings): number {
  const inert = root.querySelectorAll<HTMLScriptElement>(
    `script[type="text/plain"][${CONSENT_SCRIPT_ATTRIBUTE}]:not([${CONSENT_SCRIPT_RUN_ATTRIBUTE}])`,
  );
  let ran = 0;
  for (const original of Array.from(inert)) {
    const category = original.getAttribute(CONSENT_SCRIPT_ATTRIBUTE);
    if (!isConsentCategory(category) || !consent[category]) continue;
    const live = original.ownerDocument.createElement('script');
    for (const { name, value } of Array.from(original.attributes)) {
      if (name !== 'type') live.setAttribute(name, value);
    }
    live.setAttribute(CONSENT_SCRIPT_RUN_ATTRIBUTE, '');
    // The page's Content Security Policy runs only scripts carrying its nonce.
    const nonce = pageNonce(original.ownerDocument);
    if (nonce) live.nonce = nonce;
    // Inserted external scripts are async by default; keep the page's order unless it asked for async.
    if (!original.hasAttribute('async')) live.async = false;
    live.text = original.text;
    original.replaceWith(live);
    ran += 1;
  }
  return ran;
}

// Once per page life: the settings' snippets are global (a tag manager, an analytics loader).
const ranSiteScripts = new Set<string>();

/** Runs the site settings' consent scripts whose category is granted, each once per page life. */
export function runSiteScripts(
  scripts: readonly ConsentScript[],
  consent: ConsentSettings,
  doc: Document = document,
): number {
  let ran = 0;
  for (const script of scripts) {
    if (!isConsentCategory(script.Category) || !consent[script.Category]) continue;
    const key = `${script.Category}\n${script.Code}`;
    if (ranSiteScripts.has(key)) continue;
    ranSiteScripts.add(key);
    const live = doc.createElement('script');
    live.setAttribute(CONSENT_SCRIPT_ATTRIBUTE, script.Category);
    live.setAttribute(CONSENT_SCRIPT_RUN_ATTRIBUTE, '');
    const nonce = pageNonce(doc);
    if (nonce) live.nonce = nonce;
    live.text = script.Code;
    doc.head.appendChild(live);
    ran += 1;
  }
  return ran;
}

/** Tests start each case from a fresh page life. */
export function forgetSiteScriptsForTests(): void {
  ranSiteScripts.clear();
}

/** Everything a granted consent unlocks on the current page. */
export function runConsentScripts(scripts: readonly ConsentScript[], consent: ConsentSettings): void {
  runMarkedScripts(document, consent);
  runSiteScripts(scripts, consent);
}
