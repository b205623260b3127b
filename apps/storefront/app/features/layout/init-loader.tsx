import { useEffect, useState } from 'react';

/** Spec 001 §9: the init-loader's animation lasts 600 ms. */
export const INIT_LOADER_MS = 600;

type Phase = 'loading' | 'done' | 'gone';

/**
 * The thin bar at the top of the window while the server-rendered page comes to life: it runs
 * until the scripts have taken over (hydration), then completes and fades in 600 ms and is
 * removed. It never covers the page, which is readable from the first byte. A visitor who asks
 * for less motion gets no animation: the bar is simply gone once the page is ready.
 */
export function InitLoader() {
  const [phase, setPhase] = useState<Phase>('loading');
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches) {
      setPhase('gone');
      return;
    }
    setPhase('done');
    const timer = setTimeout(() => setPhase('gone'), INIT_LOADER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (phase === 'gone') return null;
  return (
    <div
      className={`init-loader init-loader--${phase}`}
      aria-hidden="true"
      style={phase === 'done' ? { animationDuration: `${INIT_LOADER_MS}ms` } : undefined}
    />
  );
}
