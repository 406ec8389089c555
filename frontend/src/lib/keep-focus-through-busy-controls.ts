/**
 * Forms disable their submit button while a request is in flight (the specification's busy
 * state). A focused button that becomes disabled loses the focus to the page itself, so a
 * keyboard or screen-reader user who pressed "Save" would start again from the top of the page
 * once the answer came. This gives the focus back to such a button when it is enabled again,
 * if nothing else has taken the focus meanwhile: not after the user clicked or focused anything
 * else, and not after `withinMs` (a button that stays disabled, like "Mark all read" with
 * nothing unread, was not busy). Installed once for the whole app.
 */
export function keepFocusThroughBusyControls(doc: Document = document, withinMs = 60_000): () => void {
  let lastFocused: Element | null = null;
  let parked: { button: HTMLButtonElement; at: number } | null = null;

  const onFocusIn = (event: FocusEvent) => {
    lastFocused = event.target instanceof Element ? event.target : null;
    parked = null;
  };

  const onPointerDown = () => {
    parked = null;
  };

  const focusIsLost = () => doc.activeElement === null || doc.activeElement === doc.body;

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const button = record.target;
      if (!(button instanceof HTMLButtonElement)) continue;
      if (button.disabled) {
        if (button === lastFocused) parked = { button, at: Date.now() };
      } else if (button === parked?.button) {
        const recent = Date.now() - parked.at <= withinMs;
        parked = null;
        if (recent && button.isConnected && focusIsLost()) button.focus();
      }
    }
  });

  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('pointerdown', onPointerDown, true);
  observer.observe(doc.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    observer.disconnect();
  };
}
