import { use, useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Hydration that waits, for parts of a prerendered page below its first screen. Their HTML is
 * served with the page, so they are readable, searchable and printable from the first paint; React
 * attaches their behaviour only when their gate opens: when they near the viewport, when the
 * visitor points at, focuses, types into or clicks inside them, or when the visitor starts using
 * the page anywhere else (or moves through the history). Until then React leaves them as the server
 * rendered them (a dehydrated Suspense boundary), which costs the start-up nothing.
 *
 * A gated part is a Suspense boundary around <DeferredHydration gate="name">, inside an element
 * that carries `data-hydration-gate="name"`. The first interaction inside that element opens the
 * gate synchronously, before React sees the event: React then hydrates the part at once (it does
 * so for a discrete event inside a dehydrated boundary) and hands it the event, so a click on a
 * tab or a button works the first time. If the part's code has not arrived yet, React cannot, and
 * the click is replayed once the part has hydrated; a link works natively meanwhile.
 *
 * What reaches a waiting part from above makes React hydrate it before it applies the update: a
 * changed context value (hence the session is a store, not a context value) or new props. So its
 * parents do not re-render, and a navigation within the page (a new location) first opens every
 * gate: it follows a click or a key press, or a move through the history.
 */

export const HYDRATION_GATE_ATTRIBUTE = 'data-hydration-gate';

interface Gate {
  isOpen: boolean;
  opened: Promise<void>;
  open: () => void;
  isHydrated: boolean;
  /** Forms submitted before their part was hydrated, submitted again once it is. */
  heldSubmits: HTMLFormElement[];
  /** What the part's fields held when the visitor used it before it was hydrated. */
  typed: Map<TextField, string>;
  /** Controls clicked before the part could hydrate (its code had not arrived), clicked again once it has. */
  heldClicks: HTMLElement[];
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const gates = new Map<string, Gate>();
/** Once the visitor starts using the page, every gate opens, also those not yet named. */
let everyGateOpen = false;

function gateNamed(name: string): Gate {
  let gate = gates.get(name);
  if (!gate) {
    let open = () => undefined as void;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    const created: Gate = {
      isOpen: false,
      opened,
      open: () => undefined,
      isHydrated: false,
      heldSubmits: [],
      typed: new Map(),
      heldClicks: [],
    };
    created.open = () => {
      created.isOpen = true;
      open();
    };
    gate = created;
    gates.set(name, gate);
    if (everyGateOpen) created.open();
  }
  return gate;
}

function openEveryGate(): void {
  everyGateOpen = true;
  for (const gate of gates.values()) gate.open();
}

export function openHydrationGate(name: string): void {
  gateNamed(name).open();
}

/** For tests: forget every gate, as a new page load would. */
export function resetHydrationGates(): void {
  gates.clear();
  everyGateOpen = false;
}

function gateElementOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${HYDRATION_GATE_ATTRIBUTE}]`) : null;
}

function textFieldsIn(container: ParentNode): TextField[] {
  return Array.from(container.querySelectorAll<TextField>('input, textarea')).filter(
    (field) => !['checkbox', 'radio', 'file', 'hidden', 'submit', 'button'].includes(field.type),
  );
}

/** Events that mean the visitor is using a part: its gate opens before React handles them. */
const interactionEvents = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
  'input',
  'paste',
  'dragstart',
  'drop',
] as const;

/**
 * A click inside a part that React cannot hydrate for it (its code has not arrived) goes nowhere:
 * React stops it before it reaches its target. A link has done what it does natively; any other
 * control is clicked again once the part has hydrated. Whether the click reached its target shows
 * whether React stopped it.
 */
function replayIfBlocked(gate: Gate, target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  const control = target.closest<HTMLElement>(REPLAYED_CONTROLS);
  if (!control || (control instanceof HTMLButtonElement && control.type === 'submit')) return;
  let reached = false;
  const onReach = () => {
    reached = true;
  };
  target.addEventListener('click', onReach, { capture: true, once: true });
  // After the whole dispatch of this click.
  setTimeout(() => {
    target.removeEventListener('click', onReach, { capture: true });
    if (reached) return;
    if (gate.isHydrated) control.click();
    else gate.heldClicks.push(control);
  }, 0);
}

/** Controls whose click does nothing natively: React handles it, or it is replayed. Links work natively. */
const REPLAYED_CONTROLS = 'button, [role="button"], [role="tab"]';

/** Interactions outside every part that open them all (the first press of a key, a pointer or a finger). */
const startsUsingThePage = new Set(['pointerdown', 'mousedown', 'touchstart', 'keydown']);

/**
 * Opens a part's gate on the first interaction inside it, and every gate on the first interaction
 * anywhere else or a move through the history. Listens on the document in the capture
 * phase, which runs before React's own listeners on its root. Call it before hydrating.
 */
export function openHydrationGatesOnInteraction(target: Document): () => void {
  const gateFor = (event: Event): { gate: Gate; element: Element } | undefined => {
    const element = gateElementOf(event.target);
    const name = element?.getAttribute(HYDRATION_GATE_ATTRIBUTE);
    return element && name ? { gate: gateNamed(name), element } : undefined;
  };
  const onInteraction = (event: Event) => {
    const found = gateFor(event);
    if (!found) {
      // Used elsewhere on the page: the visitor is here, and may navigate within the page. An update
      // that reaches a part still waiting (a new location) makes React wait for it to hydrate.
      if (startsUsingThePage.has(event.type)) openEveryGate();
      return;
    }
    if (found.gate.isHydrated) return;
    if (event.type === 'click') replayIfBlocked(found.gate, event.target);
    // React may hydrate the part while it handles this very event, and a controlled field then
    // shows its state (empty): what the visitor typed, pasted or had filled in is kept here.
    for (const field of textFieldsIn(found.element)) {
      if (field.value === field.defaultValue) found.gate.typed.delete(field);
      else found.gate.typed.set(field, field.value);
    }
    found.gate.open();
  };
  // A form is submitted natively (and the page reloaded with its fields in the address) if it is
  // submitted before React handles it; held instead, it is submitted again once hydrated.
  const onSubmit = (event: Event) => {
    const found = gateFor(event);
    if (!found || found.gate.isHydrated || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    found.gate.heldSubmits.push(event.target);
    found.gate.open();
  };
  const view = target.defaultView;
  for (const type of interactionEvents) target.addEventListener(type, onInteraction, { capture: true, passive: true });
  target.addEventListener('submit', onSubmit, { capture: true });
  // Back and forward change the location too, before the router hears of it.
  view?.addEventListener('popstate', openEveryGate, { capture: true });
  return () => {
    for (const type of interactionEvents) target.removeEventListener(type, onInteraction, { capture: true });
    target.removeEventListener('submit', onSubmit, { capture: true });
    view?.removeEventListener('popstate', openEveryGate, { capture: true });
  };
}

/** A part's behaviour is attached once it comes within this distance of the window. */
const NEAR_VIEWPORT_MARGIN = '50% 0px';

/**
 * Opens each named gate when its element (the one carrying `data-hydration-gate="name"`) comes
 * near the window, so a part is hydrated by the time the visitor scrolls to it.
 */
export function useOpenHydrationGatesNearViewport(names: readonly string[]): void {
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      names.forEach(openHydrationGate);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const name = entry.target.getAttribute(HYDRATION_GATE_ATTRIBUTE);
          if (name) openHydrationGate(name);
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    for (const name of names) {
      const element = document.querySelector(`[${HYDRATION_GATE_ATTRIBUTE}="${name}"]`);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [names]);
}

const noSubscription = () => () => undefined;
const inClientRender = () => false;
const onServerOrHydrating = () => true;

function valueSetterOf(field: TextField): ((value: string) => void) | undefined {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

/**
 * Text a field got before its part hydrated is not in React's state: React either shows its state
 * (empty) instead, or keeps the text but takes it for the value it already has. React keeps a
 * controlled field's `defaultValue` equal to its state, so each field whose text (as the visitor
 * left it, `typed`, or as it shows now) is not both what it shows and its state reports that text
 * again, as an input event React notices: set once through the element's own `value` property
 * (where React watches it), then past it.
 */
export function reportTextTypedBeforeHydration(container: ParentNode, typed: ReadonlyMap<TextField, string>): void {
  for (const field of textFieldsIn(container)) {
    const text = typed.get(field) ?? field.value;
    const setValue = valueSetterOf(field);
    if ((text === field.value && text === field.defaultValue) || !setValue) continue;
    field.value = field.defaultValue;
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A part has rendered (in the commit that hydrated it, or that rendered it in the browser): from
 * now on its events and submits are React's. Returns what to replay once React is done with the
 * event that may have caused the hydration: text typed before it, and held submits.
 */
function partRendered(name: string): () => void {
  const gate = gateNamed(name);
  gate.isHydrated = true;
  gate.open();
  return () => {
    const container = document.querySelector(`[${HYDRATION_GATE_ATTRIBUTE}="${name}"]`);
    if (container) reportTextTypedBeforeHydration(container, gate.typed);
    gate.typed.clear();
    for (const control of gate.heldClicks.splice(0)) if (control.isConnected) control.click();
    for (const form of gate.heldSubmits.splice(0)) if (form.isConnected) form.requestSubmit();
  };
}

/**
 * Its children, except while React hydrates their server HTML and the gate is closed: then it
 * suspends, so React leaves them as they are until the gate opens. In a client render (a visit
 * that arrives by navigation) there is nothing to hydrate and the children render at once.
 */
export function DeferredHydration({ gate, children }: { gate: string; children: ReactNode }) {
  // The server snapshot is what React reads on the server and while hydrating.
  const isServerOrHydrating = useSyncExternalStore(noSubscription, inClientRender, onServerOrHydrating);
  const isHydrating = isServerOrHydrating && typeof window !== 'undefined';
  // Whether this mount hydrated server HTML; the render right after hydration no longer is.
  const hydratedOnMount = useRef(isHydrating);
  useLayoutEffect(() => {
    const replay = partRendered(gate);
    if (hydratedOnMount.current) queueMicrotask(replay);
  }, [gate]);
  // Last: React replays a component that suspended here without running the hooks after it.
  const state = isHydrating ? gateNamed(gate) : undefined;
  if (state && !state.isOpen) use(state.opened);
  return children;
}
