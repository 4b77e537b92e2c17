import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { hookServers } from './server-hook';
import type { Step } from './step';

/** One request over a raw socket (the test's MSW intercepts Node's HTTP client): status line and body. */
function send(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

async function listen(listener: http.RequestListener): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe('hookServers on real Node servers', () => {
  const seen: string[] = [];
  const mark: Step = (request) => void seen.push(`step ${request.url}`);
  const answer: Step = (request, response) => {
    if (request.url !== '/answered') return;
    response.end('answered by the step');
    return 'answered';
  };
  let unhook = () => {};
  const servers: http.Server[] = [];
  afterEach(() => unhook());
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it("runs the steps in order before the server's own listener, from its very first request on", async () => {
    seen.length = 0;
    const app = await listen((request, response) => {
      seen.push(`listener ${request.url}`);
      response.end('from the listener');
    });
    servers.push(app.server);
    unhook = hookServers([mark, answer]);
    expect(await send(app.port, '/first')).toMatch(/from the listener$/);
    expect(await send(app.port, '/answered')).toMatch(/answered by the step$/);
    expect(await send(app.port, '/third')).toMatch(/from the listener$/);
    expect(seen).toEqual(['step /first', 'listener /first', 'step /answered', 'step /third', 'listener /third']);
    expect(app.server.listenerCount('request')).toBe(1);
  });

  it('leaves a skipped server as it is', async () => {
    seen.length = 0;
    const scrape = await listen((request, response) => {
      seen.push(`listener ${request.url}`);
      response.end('plain');
    });
    servers.push(scrape.server);
    unhook = hookServers([mark, answer], (server) => server === scrape.server);
    expect(await send(scrape.port, '/answered')).toMatch(/plain$/);
    expect(seen).toEqual(['listener /answered']);
  });
});
