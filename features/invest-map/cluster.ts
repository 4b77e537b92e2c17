/** A point on the screen: an object's marker position in CSS pixels. */
export type ScreenPoint = { id: string; x: number; y: number };

/**
 * Groups points closer than `radius` pixels, greedily in the given order (the list's order): each point joins the
 * first group whose first point is within the radius, else starts a group. Markers 24 px across need their centres
 * at least 24 px apart to stay separately clickable (WCAG 2.5.8); nearer ones are drawn as one cluster marker.
 */
export function clusterPoints(points: ScreenPoint[], radius: number): string[][] {
  const groups: { x: number; y: number; ids: string[] }[] = [];
  for (const point of points) {
    const near = groups.find((group) => Math.hypot(group.x - point.x, group.y - point.y) < radius);
    if (near) near.ids.push(point.id);
    else groups.push({ x: point.x, y: point.y, ids: [point.id] });
  }
  return groups.map((group) => group.ids);
}
