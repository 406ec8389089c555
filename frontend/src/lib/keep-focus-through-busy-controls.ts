/**
 * Forms disable their submit button while a request is in flight (the specification's busy
 * state). A focused button that becomes disabled loses the focus to the page itself, so a
 * keyboard or screen-reader user who pressed "Save" would start again from the top of the page
 * once the answer came. This gives the focus back to such a button when it is enabled again,
 * if nothing else has taken the focus meanwhile. Installed once for the whole app.
 */
export function keepFocusThroughBusyControls(doc: Document = document): () => void {
  let lastFocused: Element | null = null;
  let parked: HTMLButtonElement | null = null;

  const onFocusIn = (event: FocusEvent) => {
    lastFocused = event.target instanceof Element ? event.target : null;
    parked = null;
  };

  const focusIsLost = () => doc.activeElement === null || doc.activeElement === doc.body;

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const button = record.target;
      if (!(button instanceof HTMLButtonElement)) continue;
      if (button.disabled) {
        if (button === lastFocused) parked = button;
      } else if (button === parked) {
        parked = null;
        if (button.isConnected && focusIsLost()) button.focus();
      }
    }
  });

  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
