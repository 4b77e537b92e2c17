import { notFound } from 'next/navigation';

/** Any path that no page claims is a 404 with the portal's layout. */
export default function CatchAll() {
  notFound();
}
