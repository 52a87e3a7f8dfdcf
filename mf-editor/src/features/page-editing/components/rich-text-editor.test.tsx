import { screen } from '@testing-library/react';
import { renderSlot } from 'site-config/jest/render-slot';
import { RichTextEditor, normalizeHref } from './rich-text-editor';

describe('RichTextEditor', () => {
  it('offers exactly the rich-text toolbar, named in the editor language', async () => {
    renderSlot(<RichTextEditor id="x" labelledBy="l" value="<p>Hallo</p>" onChange={() => {}} />, { locale: 'en' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Text formatting' });
    const names = [...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list', 'Undo', 'Redo']);
    expect(screen.getByText('Hallo')).toBeInTheDocument();
  });

  it('defaults links to https', () => {
    expect(normalizeHref('example.org/a')).toBe('https://example.org/a');
    expect(normalizeHref('http://example.org')).toBe('http://example.org');
    expect(normalizeHref('/de/besuch')).toBe('/de/besuch');
    expect(normalizeHref('mailto:info@example.org')).toBe('mailto:info@example.org');
  });
});
