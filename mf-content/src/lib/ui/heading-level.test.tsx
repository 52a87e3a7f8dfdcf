import { render, screen } from '@testing-library/react';
import { TeaserCard } from './teaser-card';
import { UnderHeading } from './heading-level';

it('gives a card in a list right under the page title an h2, and one under a section title an h3', () => {
  render(
    <>
      <h1>Produktionen</h1>
      <TeaserCard headline="Flussland" />
      <section>
        <h2>Blog</h2>
        <UnderHeading>
          <TeaserCard headline="Der Einbaum" />
          <UnderHeading titled={false}>
            <TeaserCard headline="Uferlicht" />
          </UnderHeading>
        </UnderHeading>
      </section>
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Flussland' })).toHaveProperty('tagName', 'H2');
  expect(screen.getByRole('heading', { name: 'Der Einbaum' })).toHaveProperty('tagName', 'H3');
  // A list without a title of its own adds no level.
  expect(screen.getByRole('heading', { name: 'Uferlicht' })).toHaveProperty('tagName', 'H3');
});

it('keeps a level the caller names', () => {
  render(<TeaserCard headline="Wasserwissen" headingLevel={4} />);
  expect(screen.getByRole('heading', { name: 'Wasserwissen' })).toHaveProperty('tagName', 'H4');
});
