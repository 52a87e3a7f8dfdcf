jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null, registerRemotes: jest.fn(), loadRemote: jest.fn(() => new Promise(() => undefined)) }));

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApplicationStatus } from '../../../applications/application-status';
import { renderShell } from '../../../testing/render-shell';
import { EditorUnavailable } from './editor-unavailable';

afterEach(() => act(() => setApplicationStatus('mf_editor', 'idle')));

describe('EditorUnavailable', () => {
  it('shows nothing while the editing tools load or run', () => {
    for (const status of ['idle', 'loading', 'ready'] as const) {
      act(() => setApplicationStatus('mf_editor', status));
      const { container, unmount } = renderShell(<EditorUnavailable retry={jest.fn()} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('says in German that the tools failed and retries on the button, then goes once they load', async () => {
    const retry = jest.fn();
    renderShell(<EditorUnavailable retry={retry} />);
    act(() => setApplicationStatus('mf_editor', 'failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('Die Redaktionswerkzeuge konnten gerade nicht geladen werden.');
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => setApplicationStatus('mf_editor', 'ready'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English on English pages', () => {
    act(() => setApplicationStatus('mf_editor', 'failed'));
    renderShell(<EditorUnavailable retry={jest.fn()} />, { locale: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('The editing tools could not be loaded right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
