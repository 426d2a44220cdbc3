import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, useDraft } from './drafts';

afterEach(() => localStorage.clear());

describe('forum drafts', () => {
  it('keeps what is typed, and gives it back after a reload', () => {
    const key = draftKey('member-a', 'reply:thread-1');
    const first = renderHook(() => useDraft(key));
    act(() => first.result.current.update({ body: '<p>Half a thought</p>' }));
    first.unmount();

    const reloaded = renderHook(() => useDraft(key));
    expect(reloaded.result.current.draft).toEqual({ title: '', body: '<p>Half a thought</p>' });
  });

  it('keeps a new thread’s title and text together', () => {
    const key = draftKey('member-a', 'thread:chapter-1');
    const { result } = renderHook(() => useDraft(key));
    act(() => result.current.update({ title: 'Favourite endings' }));
    act(() => result.current.update({ body: '<p>Mine first</p>' }));
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({
      title: 'Favourite endings',
      body: '<p>Mine first</p>',
    });
  });

  it('keeps each member’s and each thread’s draft apart', () => {
    const a = renderHook(() => useDraft(draftKey('member-a', 'reply:thread-1')));
    act(() => a.result.current.update({ body: 'for thread 1' }));
    expect(
      renderHook(() => useDraft(draftKey('member-b', 'reply:thread-1'))).result.current.draft.body,
    ).toBe('');
    expect(
      renderHook(() => useDraft(draftKey('member-a', 'reply:thread-2'))).result.current.draft.body,
    ).toBe('');
  });

  it('follows the key when the page moves to another thread', () => {
    localStorage.setItem(
      draftKey('m', 'reply:t2'),
      JSON.stringify({ title: '', body: 'kept for t2' }),
    );
    const { result, rerender } = renderHook(({ key }) => useDraft(key), {
      initialProps: { key: draftKey('m', 'reply:t1') },
    });
    expect(result.current.draft.body).toBe('');
    rerender({ key: draftKey('m', 'reply:t2') });
    expect(result.current.draft.body).toBe('kept for t2');
  });

  it('forgets the draft once it is sent', () => {
    const key = draftKey('member-a', 'reply:thread-1');
    const { result } = renderHook(() => useDraft(key));
    act(() => result.current.update({ body: 'sent soon' }));
    act(() => result.current.clear());
    expect(result.current.draft).toEqual({ title: '', body: '' });
    expect(localStorage.getItem(key)).toBeNull();
  });
});
