/**
 * How long the tests wait, in one place. A passing wait returns as soon as its condition holds, so these only bound
 * how long a failing one takes to say so; they are sized for a loaded machine (parallel test files, a build and other
 * work alongside on two cores), never for a fast one, and no test tunes its own.
 */

/** Every findBy*, waitFor (Testing Library) and expect.poll (Vitest): an answer that is only slow still arrives. */
export const WAIT_MS = 10_000;

/** A whole component test: it renders a form, types into it and waits for several answers. */
export const COMPONENT_TEST_MS = 60_000;
