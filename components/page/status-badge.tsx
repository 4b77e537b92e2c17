import './status-badge.css';

/** A record's status as a labelled badge: `status` picks the colour, `children` is the localized name. */
export function StatusBadge({ status, label, children }: { status: string; label: string; children: string }) {
  return (
    <span className={`status-badge status-badge--${status}`} data-testid="status-badge" data-status={status}>
      <span className="visually-hidden">{label}: </span>
      {children}
    </span>
  );
}
