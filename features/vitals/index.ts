/**
 * The real-user Web Vitals island (mounted once, in the root layout): reports LCP, INP, CLS and TTFB of a sampled
 * share of page loads to POST /api/v1/vitals.
 */
export { VitalsReporter } from './components/vitals-reporter';
