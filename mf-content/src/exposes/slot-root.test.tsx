import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderSlot } from 'site-config/jest/render-slot';

function Label() {
  const { t } = useTranslation();
  return <p>{t('magazine.allTopics')}</p>;
}

// The host glue (site-config/remote-kit) is tested through a real remote's translations.
describe('SlotRoot', () => {
  it('switches language in place when the locale prop changes (single-spa update), keeping state', () => {
    const { rerenderWith, container } = renderSlot(<Label />);
    const node = screen.getByText('Alle #Themen');
    rerenderWith({ locale: 'en' });
    expect(screen.getByText('All #Topics')).toBe(node);
    expect(container.querySelector('[lang="en"]')).not.toBeNull();
  });

  it('gives every mounted slot its own translation instance', () => {
    renderSlot(<Label />);
    renderSlot(<Label />, { locale: 'en' });
    expect(screen.getByText('Alle #Themen')).toBeInTheDocument();
    expect(screen.getByText('All #Topics')).toBeInTheDocument();
  });
});
