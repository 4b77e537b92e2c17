import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './testing/msw/server';

// Any HTTP a test did not describe with a handler is a failure, not a silent network call.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Component tests (jsdom): unmount what each test rendered (RTL registers this itself only with `globals: true`).
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // One wait for every findBy*/waitFor: generous enough for a loaded machine (parallel files, a build alongside),
  // so no test tunes its own timeout; a passing wait returns as soon as the element is there.
  configure({ asyncUtilTimeout: 10_000 });
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
