import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalFrame } from './modal-frame';

describe('ModalFrame', () => {
  it('is a dialog named by its heading, with a named close button', async () => {
    const onClose = jest.fn();
    render(
      <ModalFrame title="Bild auswählen" closeLabel="Schließen" onClose={onClose}>
        <p>Inhalt</p>
      </ModalFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Bild auswählen' });
    expect(dialog).toHaveTextContent('Inhalt');
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape without letting the cancel reach the form behind it', () => {
    const onClose = jest.fn();
    const behind = jest.fn();
    document.body.addEventListener('cancel', behind);
    render(
      <ModalFrame title="Link wählen" closeLabel="Schließen" onClose={onClose}>
        <p>Inhalt</p>
      </ModalFrame>,
    );
    fireEvent(screen.getByRole('dialog', { name: 'Link wählen' }), new Event('cancel', { bubbles: true, cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(behind).not.toHaveBeenCalled();
    document.body.removeEventListener('cancel', behind);
  });
});
