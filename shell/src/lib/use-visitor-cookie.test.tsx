import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useVisitorCookie } from './use-visitor-cookie';

function Badge() {
  const [amount] = useVisitorCookie('cartAmount');
  return <span>{amount ? `${amount} tickets` : 'no cart'}</span>;
}

describe('useVisitorCookie', () => {
  afterEach(() => {
    document.cookie = `cartAmount=; path=/; expires=${new Date(0).toUTCString()}`;
  });

  it('hydrates the shared markup without a mismatch, then shows the visitor own value', async () => {
    const shared = renderToString(<Badge />);
    expect(shared).toContain('no cart');
    document.cookie = 'cartAmount=4; path=/';
    const container = document.createElement('div');
    container.innerHTML = shared;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Badge />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('4 tickets');
    errors.mockRestore();
  });
});
