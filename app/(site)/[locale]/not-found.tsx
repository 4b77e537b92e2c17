import { NotFoundView } from '@/components/page/not-found-view';

/** notFound() inside a page (an unknown news item, event, site…). */
export default function NotFound() {
  return <NotFoundView />;
}
