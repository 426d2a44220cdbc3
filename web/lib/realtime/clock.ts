/**
 * The one door to time for the realtime code: the current time and timers, given to each
 * class so tests drive everything with Vitest's fake timers and nothing reads Date.now() on
 * its own. A timer is cancelled by calling the function its creation returned.
 */
export type Cancel = () => void;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): Cancel;
  setInterval(callback: () => void, ms: number): Cancel;
}

/**
 * The browser's clock. The globals are looked up on every call, not captured at import, so a
 * test that installs fake timers after importing this module still controls it.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    const id = globalThis.setTimeout(callback, ms);
    return () => globalThis.clearTimeout(id);
  },
  setInterval: (callback, ms) => {
    const id = globalThis.setInterval(callback, ms);
    return () => globalThis.clearInterval(id);
  },
};
