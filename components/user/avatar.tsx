'use client';

import type { PortalUser } from '@/lib/auth/schemas/user';
import './avatar.css';

/** The user's private photo (served to its owner through the session cookie), or their initials. */
export function Avatar({ user }: { user: PortalUser }) {
  if (user.image) {
    // A private, per-user URL: next/image's optimizer must not fetch (and cache) it.
    // eslint-disable-next-line @next/next/no-img-element
    return <img className="avatar" src={user.image} alt="" width={96} height={96} data-testid="avatar-image" />;
  }
  return (
    <span className="avatar" aria-hidden="true" data-testid="avatar-initials">
      {`${user.name.charAt(0)}${user.surname.charAt(0)}`.toUpperCase()}
    </span>
  );
}
