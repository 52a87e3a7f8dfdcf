import { renderShell } from '../../../testing/render-shell';
import { AnchorOffsetStyle } from './anchor-offset-style';

describe('AnchorOffsetStyle', () => {
  it('publishes the anchor offset of design settings as a CSS property, and nothing before settings are known', () => {
    const { container, unmount } = renderShell(<AnchorOffsetStyle />, { shell: { settings: { design: { anchor_list_offset: 200 } } as never } });
    expect(container.querySelector('style')?.textContent).toBe(':root{--anchor-offset:200px}');
    unmount();
    const none = renderShell(<AnchorOffsetStyle />);
    expect(none.container.querySelector('style')).toBeNull();
  });
});
