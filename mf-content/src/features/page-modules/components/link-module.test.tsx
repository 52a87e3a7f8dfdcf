import { createBus } from 'shared-contracts/events';
import { CmsPage } from '../../cms-page/components/cms-page';
import { mod, page } from '../../../testing/fixtures';
import { renderSlot } from 'site-config/jest/render-slot';

it('puts a sticky link button into the bottom bar while it is on the page, and only a sticky one', () => {
  const heard: unknown[] = [];
  const off = createBus().on('sticky.item', (payload) => heard.push(payload));
  const sticky = mod('link', { link_text: 'Karten kaufen', link: '/webshop/', extra_class: 'button', sticky: true });
  const plain = mod('link', { link_text: 'Lageplan', link: 'https://example.org/plan.pdf', extra_class: 'link' });
  const view = renderSlot(<CmsPage path="/de/besuch" page={page([sticky, plain])} />);
  expect(heard).toEqual([{ source: `link-${sticky.id}`, item: { text: 'Karten kaufen', url: '/webshop/' } }]);
  view.unmount();
  expect(heard.at(-1)).toEqual({ source: `link-${sticky.id}`, item: null });
  off();
});
