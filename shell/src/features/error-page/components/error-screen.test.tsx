jest.mock('./error-page', () => ({
  ErrorPage: () => {
    throw new Error('the error page broke');
  },
}));

import { render, screen } from '@testing-library/react';
import { LocaleContext } from '../../../app/locale-context';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen when the error page itself fails', () => {
  it('shows the last-resort message with a link home', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LocaleContext.Provider value="en">
        <ErrorScreen status={500} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByText('An error occurred while showing the error page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the start page' })).toHaveAttribute('href', '/en');
  });
});
