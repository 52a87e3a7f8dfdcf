import { altBesideText } from './alt-beside-text';

it('drops an alt text that only repeats the visible text beside it, and keeps one that adds to it', () => {
  expect(altBesideText('Der Hafen im Nebel', 'Der Hafen im Nebel')).toBe('');
  expect(altBesideText('', 'Der Hafen im Nebel')).toBe('');
  expect(altBesideText('Drei Kähne am Kai, dahinter der Speicher', 'Der Hafen im Nebel')).toBe('Drei Kähne am Kai, dahinter der Speicher');
  expect(altBesideText('Drei Kähne am Kai', '')).toBe('Drei Kähne am Kai');
});
