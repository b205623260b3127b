import { act, fireEvent, render, screen } from '@testing-library/react';
import { FAQ_ANCHOR_SCROLL_MS, type Faq } from '@vitrine/api-client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_EVENTS } from '../../lib/page-events';
import { InShop } from '../../test/render-in-shop';
import { JsonLd } from '../catalog/product/product-json-ld';
import { answerText, faqJsonLd } from './faq-json-ld';
import { FaqView } from './faq-view';
import { SPY_BAND_SHARE, spyRootMargin } from './use-faq-anchors';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const paragraph = (words: string, n: number) => ({
  Type: 'text' as const,
  Id: id(900 + n),
  Content: [{ Kind: 'paragraph' as const, Runs: [{ Text: words }] }],
});

const FAQ: Faq = {
  Culture: 'fr',
  Cultures: ['fr'],
  Sections: [
    {
      SectionId: id(1),
      Title: 'Livraison',
      Anchor: 'livraison',
      Entries: [
        {
          EntryId: id(11),
          Anchor: 'q-00000000',
          Question: 'Quels délais ?',
          Answer: [paragraph('Deux jours.', 1)],
        },
      ],
    },
    {
      SectionId: id(2),
      Title: 'Retours',
      Anchor: 'retours',
      Entries: [
        {
          EntryId: id(21),
          Anchor: 'q-retour01',
          Question: 'Comment retourner ?',
          Answer: [
            paragraph('Depuis votre compte.', 2),
            {
              Type: 'text',
              Id: id(903),
              Content: [
                {
                  Kind: 'list',
                  Ordered: false,
                  Items: [[{ Text: 'Ouvrir la commande' }], [{ Text: 'Demander' }]],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      SectionId: id(3),
      Title: 'Paiement',
      Anchor: 'paiement',
      Entries: [
        {
          EntryId: id(31),
          Anchor: 'q-paie0001',
          Question: 'Quelles cartes ?',
          Answer: [paragraph('Toutes.', 4)],
        },
      ],
    },
  ],
};

/** Where each element sits on the (laid out) page: jsdom has no layout. */
const TOPS = { livraison: 400, retours: 1200, paiement: 2000, 'q-retour01': 1300 } as const;
const topOf = (id: string) => (TOPS as Record<string, number>)[id] ?? 0;
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

// jsdom has no layout, so the browser's observer is replaced by one the test drives.
class DrivenObserver {
  static last: DrivenObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    DrivenObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  disconnect() {
    this.observed.clear();
  }
  report(changes: [string, boolean][]) {
    this.callback(
      changes.map(
        ([anchor, isIntersecting]) =>
          ({
            target: document.getElementById(anchor),
            isIntersecting,
          }) as unknown as IntersectionObserverEntry,
      ),
      this as never,
    );
  }
}

let scrollY = 0;
let scrolls: number[] = [];

function stubLayout({ reducedMotion = false } = {}) {
  scrollY = 0;
  scrolls = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
    scrolls.push(y);
  }) as typeof window.scrollTo);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = topOf(this.id) - scrollY;
    return { top, bottom: top + 100, left: 0, right: 0, width: 0, height: 100, x: 0, y: top } as DOMRect;
  });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal('IntersectionObserver', DrivenObserver);
}

const at = (hash: string) => window.history.replaceState(null, '', `/fr/faq${hash}`);
const show = (faq: Faq = FAQ) =>
  render(
    <MemoryRouter>
      <InShop>
        <FaqView faq={faq} widgets={{}} />
      </InShop>
    </MemoryRouter>,
  );
const menuLink = (name: string) => screen.getByRole('link', { name });
const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent);

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
      'Date',
    ],
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  at('');
});

describe('the FAQ page', () => {
  it('scrolls to the section the address names in 500 ms exactly (spec 001 §9), and marks it in the menu', () => {
    expect(FAQ_ANCHOR_SCROLL_MS).toBe(500);
    stubLayout();
    at('#retours');
    show();
    const end = TOPS.retours - 8;
    expect(current()).toEqual(['Retours']);
    // Frames come every 16 ms: at 496 ms the scroll is still 0.992 of the way along its curve…
    act(() => vi.advanceTimersByTime(496));
    expect(scrolls.at(-1)).toBeCloseTo(end * easeInOut(496 / 500), 6);
    expect(scrolls.every((y) => y < end)).toBe(true);
    // …and the first frame after 500 ms lands on the section, and nothing moves after.
    act(() => vi.advanceTimersByTime(16));
    expect(scrolls.at(-1)).toBe(end);
    const count = scrolls.length;
    act(() => vi.advanceTimersByTime(1000));
    expect(scrolls).toHaveLength(count);
    // Halfway in time is halfway in distance (ease in and out): 256 ms is 0.512 of 500.
    expect(scrolls[15]).toBeCloseTo(end * easeInOut(256 / 500), 6);
  });

  it('jumps instead when the visitor asks for less motion', () => {
    stubLayout({ reducedMotion: true });
    at('#paiement');
    show();
    expect(scrolls).toEqual([TOPS.paiement - 8]);
    act(() => vi.advanceTimersByTime(1000));
    expect(scrolls).toHaveLength(1);
    expect(current()).toEqual(['Paiement']);
  });

  it('opens a question the address names and marks its section', () => {
    stubLayout();
    at('#q-retour01');
    const { container } = show();
    const question = container.querySelector<HTMLDetailsElement>('#q-retour01');
    expect(question?.open).toBe(true);
    expect(container.querySelector<HTMLDetailsElement>('#q-00000000')?.open).toBe(false);
    expect(current()).toEqual(['Retours']);
    act(() => vi.advanceTimersByTime(600));
    expect(scrolls.at(-1)).toBe(TOPS['q-retour01'] - 8);
  });

  it('goes to a menu entry in 500 ms, puts its anchor in the address and says so to the page', () => {
    stubLayout();
    at('');
    show();
    expect(current()).toEqual(['Livraison']);
    const heard: string[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent<{ hash: string }>).detail.hash);
    document.addEventListener(PAGE_EVENTS.scrollToAnchor, listen);
    const click = fireEvent.click(menuLink('Paiement'));
    document.removeEventListener(PAGE_EVENTS.scrollToAnchor, listen);
    expect(click).toBe(false);
    expect(window.location.hash).toBe('#paiement');
    expect(heard).toEqual(['#paiement']);
    expect(current()).toEqual(['Paiement']);
    expect(document.activeElement?.textContent).toBe('Paiement');
    // The sections passed on the way are not marked.
    act(() => DrivenObserver.last?.report([['retours', true]]));
    expect(current()).toEqual(['Paiement']);
    act(() => vi.advanceTimersByTime(512));
    expect(scrolls.at(-1)).toBe(TOPS.paiement - 8);
  });

  it('marks the first section inside the reading band as the visitor scrolls (scroll-spy)', () => {
    stubLayout();
    at('');
    show();
    const observer = DrivenObserver.last;
    expect(observer?.options.rootMargin).toBe(spyRootMargin(0, window.innerHeight));
    expect(spyRootMargin(180, 420)).toBe('-180px 0px -144px 0px');
    expect(SPY_BAND_SHARE).toBe(0.4);
    expect([...(observer?.observed ?? [])].map((element) => element.id)).toEqual([
      'livraison',
      'retours',
      'paiement',
    ]);
    act(() =>
      observer?.report([
        ['livraison', false],
        ['retours', true],
      ]),
    );
    expect(current()).toEqual(['Retours']);
    act(() => observer?.report([['paiement', true]]));
    expect(current()).toEqual(['Retours']);
    act(() => observer?.report([['retours', false]]));
    expect(current()).toEqual(['Paiement']);
    // Between two sections (none in the band) the last one read stays marked.
    act(() => observer?.report([['paiement', false]]));
    expect(current()).toEqual(['Paiement']);
    act(() => observer?.report([['livraison', true]]));
    expect(current()).toEqual(['Livraison']);
  });

  it('folds the menu into a button on phones, which opens it and closes once an entry is chosen', () => {
    stubLayout();
    at('');
    show();
    const toggle = screen.getByRole('button', { name: /Aller à une section/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Livraison');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.classList.contains('is-open')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list?.classList.contains('is-open')).toBe(true);
    fireEvent.click(menuLink('Retours'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('Retours');
  });

  it('shows the questions under their sections, answers drawn from their blocks', () => {
    stubLayout();
    at('');
    show();
    const section = screen.getByRole('region', { name: 'Retours' });
    expect(section.id).toBe('retours');
    expect(screen.getByRole('heading', { level: 3, name: 'Comment retourner ?' })).toBeTruthy();
    expect(section.textContent).toContain('Depuis votre compte.');
    expect(section.querySelectorAll('li')).toHaveLength(2);
  });

  it('says so when there is no question yet', () => {
    stubLayout();
    show({ Culture: 'fr', Cultures: [], Sections: [] });
    expect(screen.getByText('Aucune question pour le moment.')).toBeTruthy();
  });
});

describe('the FAQ’s structured data', () => {
  it('is a schema.org FAQPage of every question with its answer’s text', () => {
    expect(faqJsonLd(FAQ)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Quels délais ?',
          acceptedAnswer: { '@type': 'Answer', text: 'Deux jours.' },
        },
        {
          '@type': 'Question',
          name: 'Comment retourner ?',
          acceptedAnswer: { '@type': 'Answer', text: 'Depuis votre compte.\nOuvrir la commande\nDemander' },
        },
        {
          '@type': 'Question',
          name: 'Quelles cartes ?',
          acceptedAnswer: { '@type': 'Answer', text: 'Toutes.' },
        },
      ],
    });
    expect(answerText([{ Type: 'image', Id: id(5), Image: null, Caption: 'Le plan' }])).toBe('Le plan');
  });

  it('is written in a script no answer can close', () => {
    const faq: Faq = {
      ...FAQ,
      Sections: [
        {
          ...(FAQ.Sections[0] as Faq['Sections'][number]),
          Entries: [{ EntryId: id(9), Anchor: 'q-x', Question: '</script><b>', Answer: [] }],
        },
      ],
    };
    const { container } = render(<JsonLd data={faqJsonLd(faq)} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '').mainEntity[0].name).toBe('</script><b>');
  });
});
