import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderInSlot } from '../testing/render-slot';

function Label() {
  const { t } = useTranslation();
  return <p>{t('magazine.allTopics')}</p>;
}

describe('SlotRoot', () => {
  it('switches language in place when the locale prop changes (single-spa update), keeping state', () => {
    const { rerenderIn, container } = renderInSlot(<Label />);
    const node = screen.getByText('Alle #Themen');
    rerenderIn({ locale: 'en' });
    expect(screen.getByText('All #Topics')).toBe(node);
    expect(container.querySelector('[lang="en"]')).not.toBeNull();
  });
});
