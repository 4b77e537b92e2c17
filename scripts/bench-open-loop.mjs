/**
 * An open-loop load generator: requests leave at evenly spaced times, `rate` a second, whether or not earlier ones
 * have been answered — the way independent browsers send their beacons. Each latency is measured from the moment the
 * request was due, so time spent waiting for a free connection counts too (no coordinated omission).
 *
 * autocannon's rate mode is closed-loop and bursty: each connection sends its quota for the second as fast as it can,
 * then waits for the next second. Its latencies at "500/s" were the queue of a 20-deep burst at full speed, not a
 * steady rate; the page benchmarks, which measure the most a server can answer, keep autocannon.
 */
import http from 'node:http';

/**
 * Sends `rate × seconds` requests to `url` (http only) and waits for every answer (each at most `timeoutMs`).
 * Returns the counts, the rate achieved, latency percentiles in ms and how many answers took longer than `slowMs`.
 *
 * @param {{ url: string; method?: string; headers?: Record<string, string>; body?: string; rate: number; seconds: number;
 *   slowMs?: number; maxSockets?: number; timeoutMs?: number }} options
 */
export async function openLoop({ url, method = 'GET', headers = {}, body, rate, seconds, slowMs = Infinity, maxSockets = 64, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const requestHeaders = body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) };
  const total = Math.round(rate * seconds);
  const latencies = [];
  let ok = 0;
  let failed = 0;
  const answered = (due, success) => {
    latencies.push(performance.now() - due);
    if (success) ok++;
    else failed++;
  };
  const send = (due) =>
    new Promise((resolve) => {
      const request = http.request(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers: requestHeaders, timeout: timeoutMs },
        (response) => {
          response.resume();
          response.on('end', () => resolve(answered(due, response.statusCode >= 200 && response.statusCode < 300)));
          response.on('error', () => resolve(answered(due, false)));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', () => resolve(answered(due, false)));
      request.end(body);
    });

  const start = performance.now() + 20;
  const dueAt = (i) => start + (i * 1000) / rate;
  const inFlight = [];
  let sent = 0;
  // A 1 ms timer sends whatever has fallen due since the last tick (timers are not finer than a millisecond).
  await new Promise((done) => {
    const tick = () => {
      while (sent < total && dueAt(sent) <= performance.now()) inFlight.push(send(dueAt(sent++)));
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  const sendingSeconds = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)];
  return {
    sent,
    ok,
    failed,
    rate: sent / sendingSeconds,
    p50: percentile(0.5),
    p99: percentile(0.99),
    max: latencies.at(-1),
    slow: latencies.filter((ms) => ms > slowMs).length,
  };
}
