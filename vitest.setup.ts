import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './testing/msw/server';
import { WAIT_MS } from './testing/waits';

// Any HTTP a test did not describe with a handler is a failure, not a silent network call.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Component tests (jsdom): unmount what each test rendered (RTL registers this itself only with `globals: true`).
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // One wait for every findBy*/waitFor (testing/waits.ts): no test tunes its own.
  configure({ asyncUtilTimeout: WAIT_MS });
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
