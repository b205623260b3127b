import type { Faq } from '@vitrine/api-client';
import { type MouseEvent, useId, useState } from 'react';
import { PageBlocks } from '../content/widgets/page-blocks';
import { useTranslation } from '../i18n/translation-context';
import { useFaqAnchors } from './use-faq-anchors';

/**
 * The FAQ page: an anchor side menu (sticky beside the questions on wide screens, a menu button on
 * phones) and the questions grouped by section, each a disclosure whose answer is a body of blocks.
 */
export function FaqView({ faq, widgets }: { faq: Faq; widgets: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { current, goTo } = useFaqAnchors(faq.Sections.map((section) => section.Anchor));
  const currentTitle = faq.Sections.find((section) => section.Anchor === current)?.Title;

  const choose = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    // Handled here rather than by the shop's anchor links: the FAQ scrolls in its own 500 ms.
    if (goTo(anchor, { focus: true, record: true })) event.preventDefault();
    setMenuOpen(false);
  };

  if (!faq.Sections.length) return <p className="faq__empty">{t('Faq.Empty')}</p>;

  return (
    <div className="faq">
      <nav className="faq__menu" aria-label={t('Faq.Menu')}>
        <button
          type="button"
          className="faq__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="faq__menu-label">{t('Faq.MenuToggle')}</span>
          {currentTitle ? <span className="faq__menu-current">{currentTitle}</span> : null}
        </button>
        <ul id={menuId} className={menuOpen ? 'faq__menu-list is-open' : 'faq__menu-list'}>
          {faq.Sections.map((section) => (
            <li key={section.SectionId}>
              <a
                href={`#${section.Anchor}`}
                className={section.Anchor === current ? 'is-current' : undefined}
                aria-current={section.Anchor === current ? 'location' : undefined}
                onClick={(event) => choose(event, section.Anchor)}
              >
                {section.Title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="faq__sections">
        {faq.Sections.map((section) => (
          <section
            key={section.SectionId}
            id={section.Anchor}
            data-faq-section=""
            className="faq__section"
            aria-labelledby={`${section.Anchor}-title`}
          >
            <h2 id={`${section.Anchor}-title`}>{section.Title}</h2>
            {section.Entries.map((entry) => (
              <details key={entry.EntryId} id={entry.Anchor} className="faq__entry">
                <summary className="faq__question">
                  <h3>{entry.Question}</h3>
                </summary>
                <div className="faq__answer">
                  <PageBlocks blocks={entry.Answer} widgets={widgets} />
                </div>
              </details>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
