import { altBesideCaption } from './image-slider-section';

it('drops an alt text that only repeats the visible caption, and keeps one that adds to it', () => {
  expect(altBesideCaption('Der Hafen im Nebel', 'Der Hafen im Nebel')).toBe('');
  expect(altBesideCaption('', 'Der Hafen im Nebel')).toBe('');
  expect(altBesideCaption('Drei Kähne am Kai, dahinter der Speicher', 'Der Hafen im Nebel')).toBe('Drei Kähne am Kai, dahinter der Speicher');
  expect(altBesideCaption('Drei Kähne am Kai', '')).toBe('Drei Kähne am Kai');
});
