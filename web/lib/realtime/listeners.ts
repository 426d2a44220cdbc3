/**
 * A set of listeners called in turn. One listener that throws must not stop the others nor
 * the timer or transport callback that emitted, so errors go to `onError` (by default they
 * are thrown again once every listener has run).
 */
export class Listeners<T> {
  readonly #listeners = new Set<(value: T) => void>();

  constructor(private readonly onError?: (error: unknown) => void) {}

  /** Adds a listener; the returned function removes it again. */
  add(listener: (value: T) => void): () => void {
    // A wrapper, so the same function added twice is called twice and removed once per call.
    const entry = (value: T) => listener(value);
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  emit(value: T): void {
    let failure: { error: unknown } | null = null;
    // A copy: a listener may unsubscribe itself or others while we iterate.
    for (const listener of [...this.#listeners]) {
      try {
        listener(value);
      } catch (error) {
        if (this.onError) this.onError(error);
        else failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  }
}
