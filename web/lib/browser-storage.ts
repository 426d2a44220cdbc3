/**
 * Local and session storage that never throws: private windows and full quotas make
 * storage fail, and a failure here must only mean "nothing remembered".
 */

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string): string | null => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string): void =>
    safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => localStorage.removeItem(key), undefined),
  getJson<T>(key: string): T | null {
    const raw = this.get(key);
    if (raw === null) return null;
    return safe(() => JSON.parse(raw) as T, null);
  },
  setJson(key: string, value: unknown): void {
    this.set(key, JSON.stringify(value));
  },
};

export const session = {
  get: (key: string): string | null => safe(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string): void =>
    safe(() => sessionStorage.setItem(key, value), undefined),
};
