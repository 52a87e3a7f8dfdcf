import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { isActivePath, Link, NavLink } from './router-links';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('isActivePath', () => {
  it('matches the path itself and, unless end, the paths below it', () => {
    expect(isActivePath('/de/besuch', '/de/besuch')).toBe(true);
    expect(isActivePath('/de/besuch/anfahrt', '/de/besuch')).toBe(true);
    expect(isActivePath('/de/besuch/anfahrt', '/de/besuch/')).toBe(true);
    expect(isActivePath('/de/besuch/anfahrt', '/de/besuch', true)).toBe(false);
    expect(isActivePath('/de/besuchen', '/de/besuch')).toBe(false);
    expect(isActivePath('/de/Besuch', '/de/besuch')).toBe(true);
    expect(isActivePath('/de', '/')).toBe(false);
  });
});

describe('Link', () => {
  it('navigates in the app on a plain click, with the path as its href', () => {
    renderAt('/de', <Link to="/de/veranstaltungen?genre=2">Programm</Link>);
    const link = screen.getByRole('link', { name: 'Programm' });
    expect(link).toHaveAttribute('href', '/de/veranstaltungen?genre=2');
    fireEvent.click(link);
    expect(screen.getByLabelText('where')).toHaveTextContent('/de/veranstaltungen?genre=2');
  });

  it('leaves a modified click and a click its own handler took to the browser', () => {
    const own = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/de',
      <>
        <Link to="/de/a">A</Link>
        <Link to="/de/b" onClick={own}>
          B
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(own).toHaveBeenCalled();
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/de$/);
  });

  it('keeps an address elsewhere a plain link, and takes a full address of this site in the app', () => {
    renderAt(
      '/de',
      <>
        <Link to="https://partner.example/tickets">Partner</Link>
        <Link to={`${window.location.origin}/de/impressum`}>Impressum</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('href', 'https://partner.example/tickets');
    const own = screen.getByRole('link', { name: 'Impressum' });
    expect(own).toHaveAttribute('href', `${window.location.origin}/de/impressum`);
    fireEvent.click(own);
    expect(screen.getByLabelText('where')).toHaveTextContent('/de/impressum');
  });
});

describe('NavLink', () => {
  it('marks the link to the page on screen, and its parent unless end', () => {
    renderAt(
      '/de/besuch/anfahrt',
      <nav>
        <NavLink to="/de/besuch" className="item">
          Besuch
        </NavLink>
        <NavLink to="/de/besuch" end className="item">
          Nur Besuch
        </NavLink>
        <NavLink to="/de/besuch/anfahrt" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Anfahrt
        </NavLink>
      </nav>,
    );
    const parent = screen.getByRole('link', { name: 'Besuch' });
    expect(parent).toHaveAttribute('aria-current', 'page');
    expect(parent).toHaveClass('item', 'active');
    const exact = screen.getByRole('link', { name: 'Nur Besuch' });
    expect(exact).not.toHaveAttribute('aria-current');
    expect(exact).toHaveClass('item');
    expect(exact).not.toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Anfahrt' })).toHaveClass('on');
  });
});
