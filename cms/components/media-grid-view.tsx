import type { Payload } from 'payload';
import { MediaLibrary } from './media-grid';
import { MEDIA_VIEW_PREFERENCE, type MediaView } from './media-texts';

type Props = { payload: Payload; user?: { id: number | string; collection?: string } | null };

/**
 * Above the media list: the table/grid switch and the grid. The view an editor last chose is kept in their Payload
 * preferences and read here, so the page opens in it without first showing the other.
 */
export async function MediaGridView({ payload, user }: Props) {
  let view: MediaView = 'table';
  if (user?.collection) {
    const found = await payload.find({
      collection: 'payload-preferences',
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
      where: {
        and: [{ key: { equals: MEDIA_VIEW_PREFERENCE } }, { 'user.relationTo': { equals: user.collection } }, { 'user.value': { equals: user.id } }],
      },
    });
    if (found.docs[0]?.value === 'grid') view = 'grid';
  }
  return <MediaLibrary initialView={view} />;
}
