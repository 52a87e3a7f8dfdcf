import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { ANONYMOUS } from 'shared-contracts/constants';
import { SlotRoot } from 'site-config/remote-kit/slot-root';
import { loadTexts, resources } from './resources';

function Label() {
  const { t } = useTranslation();
  return <p>{t('magazine.allTopics')}</p>;
}

const base = (locale: 'de' | 'en') => ({ locale, host: { navigate: jest.fn() }, auth: ANONYMOUS, settings: null, query: {} });

describe('the slots’ texts', () => {
  it('carry German only until English is asked for, then switch a mounted slot in place', async () => {
    expect(Object.keys(resources)).toEqual(['de']);
    const { rerender } = render(
      <SlotRoot base={base('de')} resources={resources}>
        <Label />
      </SlotRoot>,
    );
    const node = screen.getByText('Alle #Themen');

    // What a slot's prepare does before the update that changes the language.
    await loadTexts('en');
    expect(Object.keys(resources).sort()).toEqual(['de', 'en']);
    rerender(
      <SlotRoot base={base('en')} resources={resources}>
        <Label />
      </SlotRoot>,
    );
    expect(screen.getByText('All #Topics')).toBe(node);
  });
});
