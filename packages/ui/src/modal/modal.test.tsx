import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('Modal', () => {
  it('renders a labelled dialog with a named close button when open', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Connexion" closeLabel="Fermer" className="login-modal">
        <p>body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Connexion' });
    expect(dialog).toHaveProperty('className', 'modal modal--medium login-modal');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders no content while closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="T" closeLabel="Close">
        <p>hidden body</p>
      </Modal>,
    );
    expect(screen.queryByText('hidden body')).toBeNull();
  });
});
