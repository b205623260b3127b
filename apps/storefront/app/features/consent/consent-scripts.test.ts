import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetSiteScriptsForTests, runMarkedScripts, runSiteScripts } from './consent-scripts';

const GRANT_STATISTICS = { stamp: 's', preferences: false, statistics: true, marketing: false };
const REFUSE_ALL = { stamp: 's', preferences: false, statistics: false, marketing: false };

/** How many times the test scripts ran, counted on the shared document (the scripts run in jsdom). */
function runs(name: string): number {
  return Number(document.body.dataset[name] ?? 0);
}

function countingCode(name: string): string {
  return `document.body.dataset.${name} = String(Number(document.body.dataset.${name} || 0) + 1);`;
}

describe('marked scripts', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="cms">
        <script type="text/plain" data-cookie-consent="statistics" id="stats" class="tag">${countingCode('stats')}</script>
        <script type="text/plain" data-cookie-consent="marketing">${countingCode('ads')}</script>
        <script type="text/plain" data-cookie-consent="unknown">${countingCode('unknown')}</script>
      </div>`;
    delete document.body.dataset.stats;
    delete document.body.dataset.ads;
    delete document.body.dataset.unknown;
  });

  it('runs nothing without consent', () => {
    expect(runMarkedScripts(document, REFUSE_ALL)).toBe(0);
    expect(runs('stats')).toBe(0);
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(3);
  });

  it('runs only the granted category, once, as a live script with the same attributes', () => {
    expect(runMarkedScripts(document, GRANT_STATISTICS)).toBe(1);
    expect(runs('stats')).toBe(1);
    expect(runs('ads')).toBe(0);
    expect(runs('unknown')).toBe(0);
    const live = document.getElementById('stats') as HTMLScriptElement;
    expect(live.hasAttribute('type')).toBe(false);
    expect(live.className).toBe('tag');
    expect(live.getAttribute('data-cookie-consent')).toBe('statistics');
    expect(live.hasAttribute('data-cookie-consent-run')).toBe(true);

    expect(runMarkedScripts(document, GRANT_STATISTICS)).toBe(0);
    expect(runs('stats')).toBe(1);
  });

  it('keeps an external script in order and keeps its src', () => {
    document.body.innerHTML =
      '<script type="text/plain" data-cookie-consent="statistics" src="https://stats.example/t.js"></script>';
    runMarkedScripts(document, GRANT_STATISTICS);
    const live = document.querySelector('script') as HTMLScriptElement;
    expect(live.getAttribute('src')).toBe('https://stats.example/t.js');
    expect(live.async).toBe(false);
  });
});

describe('site-wide consent scripts', () => {
  const scripts = [
    { Category: 'statistics' as const, Code: countingCode('siteStats') },
    { Category: 'marketing' as const, Code: countingCode('siteAds') },
  ];

  beforeEach(() => {
    forgetSiteScriptsForTests();
    delete document.body.dataset.siteStats;
    delete document.body.dataset.siteAds;
  });

  afterEach(() => {
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });

  it('runs each granted one once per page life', () => {
    expect(runSiteScripts(scripts, REFUSE_ALL)).toBe(0);
    expect(runSiteScripts(scripts, GRANT_STATISTICS)).toBe(1);
    expect(runSiteScripts(scripts, GRANT_STATISTICS)).toBe(0);
    expect(runs('siteStats')).toBe(1);
    expect(runs('siteAds')).toBe(0);
    expect(document.head.querySelector('script[data-cookie-consent="statistics"]')).not.toBeNull();
  });
});
