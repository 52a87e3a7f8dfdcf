import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Form } from 'shared-contracts/entities';
import { renderSlot } from 'site-config/jest/render-slot';
import { mockFetch } from 'site-config/jest/mock-fetch';
import { FormPage } from './form-page';

const field = (slug: string, label: string, field_type: number | 'emailconfirm', required: boolean, extra: object = {}) => ({
  id: slug.length,
  slug,
  label,
  field_type,
  required,
  visible: true,
  choices: [],
  default: null,
  placeholder_text: '',
  help_text: '',
  min_value: null,
  max_value: null,
  ...extra,
});
const form: Form = {
  id: 1,
  title: 'Kontakt',
  intro: 'Schreiben Sie uns.',
  fields: [
    field('name', 'Name', 1, true),
    field('email', 'E-Mail-Adresse', 3, true),
    field('topic', 'Thema', 6, false, { choices: [{ value: 'tickets', label: 'Tickets' }] }),
    field('privacy', 'Datenschutz gelesen', 9, true),
    field('source', 'Quelle', 12, false, { visible: false, default: 'website' }),
    field('email2', 'E-Mail-Adresse wiederholen', 'emailconfirm', false),
  ] as Form['fields'],
};

/** Serves the form and answers an entry with `entry`; `calls()` lists the requests made, by URL and init. */
function serve(entry: { status: number; body: unknown }) {
  const fetchMock = mockFetch({ '/api/forms/': form, '/api/forms-entries/': () => entry });
  return () => fetchMock.mock.calls.map(([input, init]) => ({ url: String(input), init }));
}

describe('FormPage', () => {
  it('shows the intro as formatted text, not its tags', async () => {
    const intro = '<p>Melden Sie sich <strong>bis Freitag</strong> an.</p><p>Fragen? <a href="mailto:besuch@example.org">Schreiben Sie uns</a>.</p>';
    mockFetch({ '/api/forms/': { ...form, intro } });
    const { container } = renderSlot(<FormPage id="1" />);
    await screen.findByRole('heading', { name: 'Kontakt' });
    expect(container).not.toHaveTextContent('<p>');
    expect(screen.getByText('bis Freitag').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Schreiben Sie uns' })).toHaveAttribute('href', 'mailto:besuch@example.org');
  });

  it('gives a number field its lowest and highest value and refuses a number outside them before sending', async () => {
    const limited: Form = { ...form, fields: [field('people', 'Personen', 4, true, { min_value: 10, max_value: 30 })] as Form['fields'] };
    const fetchMock = mockFetch({ '/api/forms/': limited, '/api/forms-entries/': () => ({ status: 201, body: {} }) });
    renderSlot(<FormPage id="1" />, { locale: 'en' });
    await screen.findByRole('heading', { name: 'Kontakt' });
    const input = screen.getByLabelText(/^Personen/);
    expect(input).toHaveAttribute('min', '10');
    expect(input).toHaveAttribute('max', '30');
    await userEvent.type(input, '31');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a number from 10 to 30!')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('forms-entries'))).toHaveLength(0);
  });

  it("shows 'This field is required!' and 'Invalid e-mail address!' without calling the server", async () => {
    const calls = serve({ status: 201, body: {} });
    renderSlot(<FormPage id="1" />, { locale: 'en' });
    await screen.findByRole('heading', { name: 'Kontakt' });
    await userEvent.type(screen.getByLabelText(/E-Mail-Adresse\s*\*/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('This field is required!')).toHaveLength(2);
    expect(screen.getByText('Invalid e-mail address!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls().filter((c) => c.url.includes('forms-entries'))).toHaveLength(0);
  });

  it('posts field values by slug with CSRF, including the hidden default and email2, then shows the success message', async () => {
    document.cookie = 'csrftoken=tok123';
    const calls = serve({ status: 201, body: { id: 9, message: 'Vielen Dank für Ihre Nachricht.' } });
    renderSlot(<FormPage id="1" />);
    await screen.findByRole('heading', { name: 'Kontakt' });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Erika');
    await userEvent.type(screen.getByLabelText(/^E-Mail-Adresse\s*\*/), 'erika@example.org');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse wiederholen'), 'erika@example.org');
    await userEvent.click(screen.getByRole('checkbox', { name: /Datenschutz/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Vielen Dank für Ihre Nachricht.')).toBeInTheDocument();
    const post = calls().find((c) => c.url === '/de/api/forms-entries/')!;
    expect(post.init?.method).toBe('POST');
    expect((post.init?.headers as Record<string, string>)['X-CSRFToken']).toBe('tok123');
    expect(JSON.parse(String(post.init?.body))).toEqual({
      form: 1,
      field_values: { name: 'Erika', email: 'erika@example.org', topic: '', privacy: true, source: 'website', email2: 'erika@example.org' },
    });
  });

  it('keeps the input and shows the server messages when the server rejects the entry', async () => {
    serve({ status: 400, body: { message: 'field_values.email2: mismatch', errors: { 'field_values.email2': 'Die E-Mail-Adressen stimmen nicht überein!' } } });
    renderSlot(<FormPage id="1" />);
    await screen.findByRole('heading', { name: 'Kontakt' });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Erika');
    await userEvent.type(screen.getByLabelText(/^E-Mail-Adresse\s*\*/), 'erika@example.org');
    await userEvent.click(screen.getByRole('checkbox', { name: /Datenschutz/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Absenden hat leider nicht funktioniert');
    expect(screen.getByText('Die E-Mail-Adressen stimmen nicht überein!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Erika'));
  });
});
