import 'server-only';
import { metrics } from '@/lib/platform/metrics';
import { vitalsRouteFamily } from './route-family';
import type { VitalsBeaconInput } from './schema';

/**
 * Adds one beacon to the Prometheus histograms: each value under its page's route family, times in seconds (the
 * browser measures milliseconds), CLS as it is. Nothing else of the beacon is kept or logged. Returns the family.
 */
export function recordVitals(beacon: VitalsBeaconInput): string {
  const route = vitalsRouteFamily(beacon.path);
  const { webVitals } = metrics();
  for (const { name, value } of beacon.metrics) webVitals[name].observe({ route }, name === 'CLS' ? value : value / 1000);
  return route;
}
