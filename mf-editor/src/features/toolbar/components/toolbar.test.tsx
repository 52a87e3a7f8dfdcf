import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editorUser } from '../../../testing/fixtures';
import { renderSlot } from 'site-config/jest/render-slot';
import { Toolbar } from './toolbar';

describe('Toolbar', () => {
  it("shows the logged-in user's name and turns edit mode on through the host", async () => {
    const { navigate } = renderSlot(<Toolbar user={editorUser} pathname="/de/besuch" />, { query: { page: '2' } });
    expect(screen.getByText('Angemeldet als Erika Muster')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Bearbeitungsmodus' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(navigate).toHaveBeenCalledWith('/de/besuch?edit&page=2');
  });

  it('turns edit mode off when ?edit is present, in English too', async () => {
    const { navigate } = renderSlot(<Toolbar user={{ ...editorUser, first_name: '', last_name: '' }} pathname="/en/visit" />, {
      query: { edit: '' },
      locale: 'en',
    });
    expect(screen.getByText('Logged in as editor')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Edit mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(navigate).toHaveBeenCalledWith('/en/visit');
  });

  it('hides itself with noToolbar', () => {
    const { container } = renderSlot(<Toolbar user={editorUser} pathname="/de" />, { query: { noToolbar: '' } });
    expect(container.querySelector('[role="region"]')).toBeNull();
  });

  it('links to the admin edit page of the entity on a detail route', () => {
    renderSlot(<Toolbar user={editorUser} pathname="/de/produktionen/faust/12" />);
    expect(screen.getByRole('link', { name: 'Im Backend bearbeiten: Produktion' })).toHaveAttribute('href', '/admin/productions/12/edit/');
  });

  it('offers no admin edit link on plain pages', () => {
    renderSlot(<Toolbar user={editorUser} pathname="/de/besuch" />);
    expect(screen.queryByRole('link', { name: /Im Backend/ })).not.toBeInTheDocument();
  });
});
