import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page starts at its top; Back and Forward return to where the reader was on that page.
 * The browser's own restoration runs before a lazy page has rendered (so it lands short), hence
 * it is done here: the last position per path is kept and restored once the page is tall enough.
 */
// Set by Back/Forward. Registered at load and in the capture phase, so it is seen before the
// router's own popstate listener, whose re-render (and this component's effect) runs right after it.
let popped = false;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'popstate',
    () => {
      popped = true;
    },
    { capture: true },
  );
}

export function ScrollToTop() {
  const [location] = useLocation();
  const positions = useRef(new Map<string, number>());
  const shown = useRef<string | null>(null);
  // The position on the page being left (a scroll listener: by render time the DOM has changed).
  const lastY = useRef(0);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (shown.current !== null) positions.current.set(shown.current, lastY.current);
    shown.current = location;
    const target = popped ? (positions.current.get(location) ?? 0) : 0;
    popped = false;
    let frames = 0;
    let raf = 0;
    const go = () => {
      // A jump, not the page's smooth scrolling (html has scroll-behavior: smooth for anchors).
      window.scrollTo({ top: target, left: 0, behavior: 'instant' });
      lastY.current = window.scrollY;
      if (Math.abs(window.scrollY - target) > 1 && frames++ < 60) raf = requestAnimationFrame(go);
    };
    go();
    return () => cancelAnimationFrame(raf);
  }, [location]);

  return null;
}
