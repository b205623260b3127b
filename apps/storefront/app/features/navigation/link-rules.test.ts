import { describe, expect, it } from 'vitest';
import { type ClickFacts, classifyLinkClick, type LinkFacts } from './link-rules';

const here = new URL('http://shop.test/fr/catalog?q=chaise');
const click: ClickFacts = {
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const link = (href: string | null, extra: Partial<LinkFacts> = {}): LinkFacts => ({
  href,
  target: null,
  classNames: [],
  hasDownload: false,
  isToggle: false,
  confirm: null,
  ...extra,
});

describe('classifyLinkClick', () => {
  it('loads our own pages in place', () => {
    expect(classifyLinkClick(click, link('/fr/a-propos'), here)).toEqual({
      kind: 'navigate',
      to: '/fr/a-propos',
      confirm: null,
    });
    expect(classifyLinkClick(click, link('http://shop.test/nl?x=1#top'), here)).toEqual({
      kind: 'navigate',
      to: '/nl?x=1#top',
      confirm: null,
    });
    expect(classifyLinkClick(click, link('a-propos'), new URL('http://shop.test/fr/'))).toMatchObject({
      to: '/fr/a-propos',
    });
  });

  it.each([
    ['an external link', link('https://partner.example/recycling')],
    ['a protocol-relative external link', link('//partner.example/x')],
    ['a logoff link', link('/fr/security/logoff')],
    ['a logoff link by class', link('/fr/anything', { classNames: ['logoff'] })],
    ['a file (.pdf)', link('/documents/conditions.pdf')],
    ['a file in a culture (.JPG)', link('/fr/media/photo.JPG')],
    ['target _blank', link('/fr/contact', { target: '_blank' })],
    ['class ajax-tab', link('/fr/contact', { classNames: ['ajax-tab'] })],
    ['class no-ajax', link('/fr/contact', { classNames: ['x', 'no-ajax'] })],
    ['a bootstrap toggle', link('/fr/contact', { isToggle: true })],
    ['a download link', link('/fr/contact', { hasDownload: true })],
    ['mailto:', link('mailto:service@vitrine.example')],
    ['tel:', link('tel:+33320000000')],
    ['javascript:', link('javascript:void(0)')],
    ['no href', link(null)],
    ['the back office', link('/admin/assets')],
    ['the API', link('/api/docs')],
  ])('leaves %s to the browser', (_name, facts) => {
    expect(classifyLinkClick(click, facts, here)).toEqual({ kind: 'browser' });
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
    ['already handled', { defaultPrevented: true }],
  ])('leaves a %s click to the browser', (_name, change) => {
    expect(classifyLinkClick({ ...click, ...change }, link('/fr/contact'), here)).toEqual({
      kind: 'browser',
    });
  });

  it('scrolls to anchors on the same page instead of loading', () => {
    expect(classifyLinkClick(click, link('#stories'), here)).toEqual({ kind: 'scroll', hash: '#stories' });
    expect(classifyLinkClick(click, link('/fr/catalog?q=chaise#filters'), here)).toEqual({
      kind: 'scroll',
      hash: '#filters',
    });
    // The same path with another query is another page.
    expect(classifyLinkClick(click, link('/fr/catalog?q=table#filters'), here)).toMatchObject({
      kind: 'navigate',
    });
    expect(classifyLinkClick(click, link('#'), here)).toEqual({ kind: 'browser' });
  });

  it('carries the confirm attribute (empty means the default SureToDelete text)', () => {
    expect(classifyLinkClick(click, link('/fr/x', { confirm: '' }), here)).toEqual({
      kind: 'navigate',
      to: '/fr/x',
      confirm: '',
    });
    expect(classifyLinkClick(click, link('/fr/x', { confirm: 'Vraiment ?' }), here)).toMatchObject({
      confirm: 'Vraiment ?',
    });
  });

  it('respects the application base path', () => {
    const inShop = new URL('http://shop.test/shop/fr');
    expect(classifyLinkClick(click, link('/shop/de/kontakt'), inShop, '/shop')).toEqual({
      kind: 'navigate',
      to: '/de/kontakt',
      confirm: null,
    });
    expect(classifyLinkClick(click, link('/other/fr/x'), inShop, '/shop')).toEqual({ kind: 'browser' });
  });
});
