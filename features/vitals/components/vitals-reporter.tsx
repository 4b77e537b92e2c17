'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/components/lazy/when-idle';
import { VITALS_PATH, type VitalName, type VitalsBeacon } from '@/lib/vitals/names';

type Props = {
  /** The share of page loads that report (VITALS_SAMPLE_RATE, read by the layout): decided once per page load. */
  sampleRate: number;
};

/**
 * Real-user Web Vitals: for a sampled share of page loads, once the page is interactive and the browser is idle, loads
 * the `web-vitals` library (its own chunk, never part of the page's first load) and sends LCP, INP, CLS and TTFB to
 * POST /api/v1/vitals when the page is hidden (the moment web-vitals settles CLS, INP and LCP), with
 * `navigator.sendBeacon` so the send survives the page being closed. The beacon carries the landing page's path and
 * the numbers, nothing that identifies the visitor. Renders nothing; mounted once in the root layout, so a client-side
 * navigation neither reloads nor re-samples it.
 */
export function VitalsReporter({ sampleRate }: Props) {
  useEffect(() => {
    if (!(Math.random() < sampleRate)) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      import('web-vitals').then(
        (vitals) => {
          if (!cancelled) stop = reportVitals(vitals);
        },
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [sampleRate]);
  return null;
}

type Library = Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS' | 'onTTFB'>;

function reportVitals({ onLCP, onINP, onCLS, onTTFB }: Library): () => void {
  const path = window.location.pathname;
  const pending = new Map<VitalName, number>();
  const collect = ({ name, value }: { name: VitalName; value: number }) => void pending.set(name, value);
  onTTFB(collect);
  onLCP(collect);
  onINP(collect);
  onCLS(collect);

  const flush = () => {
    if (!pending.size) return;
    const beacon: VitalsBeacon = { path, metrics: [...pending].map(([name, value]) => ({ name, value })) };
    pending.clear();
    const body = JSON.stringify(beacon);
    if (navigator.sendBeacon?.(VITALS_PATH, new Blob([body], { type: 'application/json' }))) return;
    void fetch(VITALS_PATH, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
  };
  // Registered after web-vitals' own listeners, so its final values for this hide are collected before the send.
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', flush);
  };
}
