import { describe, expect, it } from 'vitest';
import { Listeners } from './listeners';

describe('Listeners', () => {
  it('calls every listener, hands errors to onError, and unsubscribes', () => {
    const errors: unknown[] = [];
    const listeners = new Listeners<number>((error) => errors.push(error));
    const seen: number[] = [];
    listeners.add(() => {
      throw new Error('boom');
    });
    const remove = listeners.add((value) => seen.push(value));
    listeners.emit(1);
    remove();
    listeners.emit(2);
    expect(seen).toEqual([1]);
    expect(errors).toEqual([new Error('boom'), new Error('boom')]);
  });

  it('without onError, throws the first error once every listener has run', () => {
    const listeners = new Listeners<number>();
    const seen: number[] = [];
    listeners.add(() => {
      throw new Error('first');
    });
    listeners.add((value) => seen.push(value));
    expect(() => listeners.emit(7)).toThrow('first');
    expect(seen).toEqual([7]);
  });
});
