/** Sticky items and scroll-to-top after half a window height; everything hides while the footer is in view. */
export function stickyState(scrollY: number, windowHeight: number, footerVisible: boolean) {
  return { hidden: footerVisible, itemsVisible: !footerVisible && scrollY > windowHeight / 2 };
}
