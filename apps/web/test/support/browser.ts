// What jsdom lacks and the app's UI kit (Radix) or layout hooks need: media queries that follow
// a settable viewport width, ResizeObserver, pointer capture and scrollIntoView.

let width = 1440;
const queries = new Set<{ query: string; notify: () => void }>();

/** `(max-width: Npx)` / `(min-width: Npx)` against the fake viewport; anything else is false. */
function matches(query: string) {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (!max && !min) return false;
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

/** Resizes the fake viewport and tells every media query listener, as a real resize would. */
export function setViewportWidth(next: number) {
  width = next;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: next });
  queries.forEach((q) => q.notify());
}

export function installBrowserFakes() {
  window.matchMedia = (query: string) => {
    const listeners = new Set<(e: MediaQueryListEvent) => void>();
    const entry = {
      query,
      notify: () => listeners.forEach((l) => l({ matches: matches(query), media: query } as MediaQueryListEvent)),
    };
    const mql = {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, l: (e: MediaQueryListEvent) => void) => {
        listeners.add(l);
        queries.add(entry);
      },
      removeEventListener: (_type: string, l: (e: MediaQueryListEvent) => void) => {
        listeners.delete(l);
      },
      addListener: (l: (e: MediaQueryListEvent) => void) => listeners.add(l),
      removeListener: (l: (e: MediaQueryListEvent) => void) => listeners.delete(l),
      dispatchEvent: () => false,
    };
    return mql as unknown as MediaQueryList;
  };

  class FakeResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= FakeResizeObserver as unknown as typeof ResizeObserver;

  const proto = Element.prototype as Element & {
    hasPointerCapture?: (id: number) => boolean;
    releasePointerCapture?: (id: number) => void;
    setPointerCapture?: (id: number) => void;
  };
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.setPointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  window.scrollTo = () => {};
  URL.createObjectURL ??= () => 'blob:fake';
  URL.revokeObjectURL ??= () => {};
}
