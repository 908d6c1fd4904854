import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page starts at its top; Back and Forward return to where the reader was on that page.
 * The browser's own restoration runs before a lazy page has rendered (so it lands short), hence
 * it is done here: the last position per path is kept and restored once the page is tall enough.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const popped = useRef(false);
  const positions = useRef(new Map<string, number>());
  const shown = useRef<string | null>(null);
  // The position on the page being left (a scroll listener: by render time the DOM has changed).
  const lastY = useRef(0);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const onPop = () => {
      popped.current = true;
    };
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    if (shown.current !== null) positions.current.set(shown.current, lastY.current);
    shown.current = location;
    const target = popped.current ? (positions.current.get(location) ?? 0) : 0;
    popped.current = false;
    let frames = 0;
    let raf = 0;
    const go = () => {
      window.scrollTo(0, target);
      lastY.current = window.scrollY;
      if (Math.abs(window.scrollY - target) > 1 && frames++ < 60) raf = requestAnimationFrame(go);
    };
    go();
    return () => cancelAnimationFrame(raf);
  }, [location]);

  return null;
}
