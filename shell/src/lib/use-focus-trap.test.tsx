import { useRef, type ReactNode, type RefObject } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusTrap, type FocusTrapOptions } from './use-focus-trap';

interface TrapProps extends Partial<FocusTrapOptions> {
  children?: ReactNode;
  start?: RefObject<HTMLButtonElement | null>;
}

function Trap({ active = true, children, ...options }: TrapProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { active, ...options });
  return (
    <div ref={ref} data-testid="trap">
      {children ?? (
        <>
          <Skipped />
          <button type="button">first</button>
          <a href="/middle">middle</a>
          <input aria-label="last" />
          <Skipped />
        </>
      )}
    </div>
  );
}

/** Candidates that Tab must pass over, placed at both ends so they would otherwise count as first or last. */
function Skipped() {
  return (
    <>
      <button type="button" disabled>
        disabled
      </button>
      <span tabIndex={-1}>programmatic only</span>
      <div hidden>
        <button type="button">hidden</button>
      </div>
    </>
  );
}

function Page(props: TrapProps) {
  return (
    <>
      <button type="button">before</button>
      <Trap {...props} />
      <button type="button">after</button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

// jsdom has no layout, so it cannot tell what is rendered; this stands in for the browser's answer.
const hadCheckVisibility = 'checkVisibility' in Element.prototype;
beforeAll(() => {
  Element.prototype.checkVisibility = function (this: Element) {
    return !this.closest('[hidden]');
  };
});
afterAll(() => {
  if (!hadCheckVisibility) delete (Element.prototype as Partial<Element>).checkVisibility;
});

describe('useFocusTrap', () => {
  it('focuses the first tabbable element on activation, skipping disabled, tabindex=-1 and hidden ones', () => {
    render(<Page />);
    expect(button('first')).toHaveFocus();
  });

  it('focuses the requested initial element', () => {
    function WithStart() {
      const start = useRef<HTMLButtonElement>(null);
      return (
        <Trap initialFocus={start}>
          <button type="button">one</button>
          <button type="button" ref={start}>
            two
          </button>
        </Trap>
      );
    }
    render(<WithStart />);
    expect(button('two')).toHaveFocus();
  });

  it('focuses the container itself when nothing inside is tabbable, and tidies up after', () => {
    const { rerender } = render(<Trap>text only</Trap>);
    const trap = screen.getByTestId('trap');
    expect(trap).toHaveFocus();
    expect(trap).toHaveAttribute('tabindex', '-1');
    rerender(<Trap active={false}>text only</Trap>);
    expect(trap).not.toHaveAttribute('tabindex');
  });

  it('leaves focus where it is with initialFocus false until Tab moves it inside', async () => {
    render(<Page initialFocus={false} />);
    expect(document.body).toHaveFocus();
    act(() => button('before').focus());
    expect(button('before')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'last' })).toHaveFocus();
    act(() => button('after').focus());
    expect(screen.getByRole('textbox', { name: 'last' })).toHaveFocus();
  });

  it('moves Tab from outside to the first tabbable element', async () => {
    render(<Page initialFocus={false} />);
    act(() => button('after').focus());
    await userEvent.tab();
    expect(button('first')).toHaveFocus();
  });

  it('wraps Tab from the last tabbable element to the first', async () => {
    render(<Page />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'middle' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'last' })).toHaveFocus();
    await userEvent.tab();
    expect(button('first')).toHaveFocus();
  });

  it('wraps Shift+Tab from the first tabbable element to the last', async () => {
    render(<Page />);
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'last' })).toHaveFocus();
  });

  it('sees elements that became tabbable after activation', async () => {
    const { rerender } = render(<Trap><button type="button">one</button></Trap>);
    rerender(
      <Trap>
        <button type="button">one</button>
        <button type="button">added</button>
      </Trap>,
    );
    await userEvent.tab();
    expect(button('added')).toHaveFocus();
  });

  it('brings focus back to the last element inside when something outside takes it', async () => {
    render(<Page />);
    await userEvent.tab();
    act(() => button('after').focus());
    expect(screen.getByRole('link', { name: 'middle' })).toHaveFocus();
    await userEvent.click(button('before'));
    expect(screen.getByRole('link', { name: 'middle' })).toHaveFocus();
  });

  it('calls onEscape on Escape', async () => {
    const onEscape = jest.fn();
    render(<Page onEscape={onEscape} />);
    await userEvent.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  it('returns focus to the element focused before activation when deactivated or unmounted', () => {
    const { rerender, unmount } = render(<Page active={false} />);
    act(() => button('before').focus());
    rerender(<Page />);
    expect(button('first')).toHaveFocus();
    rerender(<Page active={false} />);
    expect(button('before')).toHaveFocus();

    act(() => button('after').focus());
    rerender(<Page />);
    expect(button('first')).toHaveFocus();
    unmount();
    expect(document.body).toHaveFocus();

    render(<Page active={false} />);
    act(() => button('after').focus());
    const again = render(<Trap />);
    expect(screen.getAllByRole('button', { name: 'first' })[1]).toHaveFocus();
    again.unmount();
    expect(button('after')).toHaveFocus();
  });

  it('keeps focus where it is on deactivation with returnFocus false', () => {
    const { rerender } = render(<Page active={false} returnFocus={false} />);
    act(() => button('before').focus());
    rerender(<Page returnFocus={false} />);
    expect(button('first')).toHaveFocus();
    rerender(<Page active={false} returnFocus={false} />);
    expect(button('first')).toHaveFocus();
  });

  it('does nothing while inactive', async () => {
    const onEscape = jest.fn();
    render(<Page active={false} onEscape={onEscape} />);
    expect(document.body).toHaveFocus();
    act(() => screen.getByRole('textbox', { name: 'last' }).focus());
    await userEvent.tab();
    expect(button('after')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('lets only the latest of two active traps act, and hands back to the earlier one', async () => {
    const outerEscape = jest.fn();
    const innerEscape = jest.fn();
    function Nested({ inner }: { inner: boolean }) {
      return (
        <>
          <Trap onEscape={outerEscape}>
            <button type="button">outer</button>
          </Trap>
          <Trap active={inner} onEscape={innerEscape}>
            <button type="button">inner one</button>
            <button type="button">inner two</button>
          </Trap>
        </>
      );
    }
    const { rerender } = render(<Nested inner={false} />);
    expect(button('outer')).toHaveFocus();
    rerender(<Nested inner />);
    expect(button('inner one')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(button('inner two')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(innerEscape).toHaveBeenCalledTimes(1);
    expect(outerEscape).not.toHaveBeenCalled();
    rerender(<Nested inner={false} />);
    expect(button('outer')).toHaveFocus();
    act(() => button('inner one').focus());
    expect(button('outer')).toHaveFocus();
  });
});
