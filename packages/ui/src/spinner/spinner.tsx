export function Spinner({ label, size = 'medium' }: { label: string; size?: 'small' | 'medium' }) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Blocks the page while a request that must finish runs (cart updates, ajax forms). */
export function BlockingLoader({ label, active }: { label: string; active: boolean }) {
  if (!active) return null;
  return (
    <div className="blocking-loader" aria-live="polite" aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}
