import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp, text } from '../test/render-app';
import { MasterDetail } from './master-detail';
import { useMasterDetail } from './use-master-detail';

interface Fruit {
  id: string;
  name: string;
}

const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple' },
  { id: 'b', name: 'Banana' },
  { id: 'c', name: 'Cherry' },
];

function Fruits({
  items = FRUITS,
  isLoading = false,
  emptyMessage,
  withDetail = true,
}: {
  items?: Fruit[] | undefined;
  isLoading?: boolean;
  emptyMessage?: string;
  withDetail?: boolean;
}) {
  const selection = useMasterDetail();
  // Stands for a search: the list changes under the open record.
  const [onlyBanana, setOnlyBanana] = useState(false);
  const shown = onlyBanana ? items?.filter((item) => item.id === 'b') : items;
  return (
    <MasterDetail
      title="Fruit"
      intro={<p>Picked this morning</p>}
      listTitle="All fruit"
      filter={
        <button type="button" onClick={() => setOnlyBanana(true)}>
          Only bananas
        </button>
      }
      items={shown}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
      getKey={(item) => item.id}
      renderItem={(item) => item.name}
      selection={selection}
      chooseMessage="Choose a fruit"
      detail={withDetail && selection.selectedKey !== null ? <p>Editing {selection.selectedKey}</p> : null}
    />
  );
}

const list = () => screen.getByRole('list', { name: 'All fruit' });
const entry = (name: string) => within(list()).getByRole('button', { name });

describe('MasterDetail', () => {
  it('names the page, the list panel and the list after their headings, with list items only in the list', async () => {
    renderInApp(<Fruits />);
    const title = await screen.findByRole('heading', { level: 1, name: 'Fruit' });
    const panel = screen.getByRole('region', { name: 'All fruit' });
    // The page's own actions sit under its title, above the panes.
    const intro = screen.getByText('Picked this morning');
    expect(title.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(intro.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).getByRole('heading', { level: 2, name: 'All fruit' })).toBeTruthy();
    expect(within(panel).getByRole('list', { name: 'All fruit' })).toBe(list());
    // axe "list": a list's children are list items, the buttons sit inside them.
    expect([...list().children].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI']);
    expect(
      within(list())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Apple', 'Banana', 'Cherry']);
  });

  it('asks for a choice, then marks the chosen entry alone as current and shows its detail', async () => {
    const view = renderInApp(<Fruits />);
    expect(await screen.findByText('Choose a fruit')).toBeTruthy();
    for (const name of ['Apple', 'Banana', 'Cherry'])
      expect(entry(name).getAttribute('aria-current')).toBeNull();

    await view.user.click(entry('Banana'));
    expect(entry('Banana').getAttribute('aria-current')).toBe('true');
    expect(entry('Banana').className).toContain('Mui-selected');
    expect(entry('Apple').getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Editing b')).toBeTruthy();
    expect(screen.queryByText('Choose a fruit')).toBeNull();

    await view.user.click(entry('Cherry'));
    expect(entry('Cherry').getAttribute('aria-current')).toBe('true');
    expect(entry('Banana').getAttribute('aria-current')).toBeNull();
    expect(entry('Banana').className).not.toContain('Mui-selected');
    expect(screen.getByText('Editing c')).toBeTruthy();
  });

  it('is used with the keyboard: Tab reaches the entries, Enter and Space choose', async () => {
    const view = renderInApp(<Fruits />);
    await screen.findByText('Choose a fruit');
    await view.user.tab(); // the filter
    await view.user.tab();
    expect(document.activeElement).toBe(entry('Apple'));
    await view.user.keyboard('{Enter}');
    expect(entry('Apple').getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Editing a')).toBeTruthy();

    await view.user.tab();
    expect(document.activeElement).toBe(entry('Banana'));
    await view.user.keyboard(' ');
    expect(entry('Banana').getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Editing b')).toBeTruthy();
  });

  it('keeps the open record when the list changes under it', async () => {
    const view = renderInApp(<Fruits />);
    await view.user.click(await screen.findByRole('button', { name: 'Cherry' }));
    await view.user.click(screen.getByRole('button', { name: 'Only bananas' }));
    expect(within(list()).queryByRole('button', { name: 'Cherry' })).toBeNull();
    expect(screen.getByText('Editing c')).toBeTruthy();
  });

  it('shows a spinner named "loading" instead of the list while loading', async () => {
    renderInApp(<Fruits items={undefined} isLoading />);
    const panel = await screen.findByRole('region', { name: 'All fruit' });
    expect(within(panel).getByRole('progressbar', { name: text('Core.Loading') })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Choose a fruit')).toBeTruthy();
  });

  it('shows the empty message instead of an empty list', async () => {
    renderInApp(<Fruits items={[]} emptyMessage="No fruit found." />);
    const panel = await screen.findByRole('region', { name: 'All fruit' });
    expect(within(panel).getByRole('alert').textContent).toBe('No fruit found.');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows an empty list when it has no empty message', async () => {
    renderInApp(<Fruits items={[]} />);
    const panel = await screen.findByRole('region', { name: 'All fruit' });
    expect(list().children).toHaveLength(0);
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('asks for a choice while the chosen record has no detail to show', async () => {
    const view = renderInApp(<Fruits withDetail={false} />);
    await view.user.click(await screen.findByRole('button', { name: 'Apple' }));
    expect(entry('Apple').getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Choose a fruit')).toBeTruthy();
  });
});
