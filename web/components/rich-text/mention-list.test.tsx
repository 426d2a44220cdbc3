import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MentionList, type MentionListHandle } from './mention-list';

const members = [
  { username: 'ada', name: 'Ada Lovelace' },
  { username: 'adam', name: 'Adam Smith' },
  { username: 'adele', name: '' },
];

function setup() {
  const ref = createRef<MentionListHandle>();
  const onPick = vi.fn();
  const onActiveChange = vi.fn();
  render(
    <MentionList
      ref={ref}
      id="mentions"
      items={members}
      onPick={onPick}
      onActiveChange={onActiveChange}
    />,
  );
  const key = (name: string) => {
    let used = false;
    act(() => {
      used = ref.current!.onKeyDown({ key: name });
    });
    return used;
  };
  return { key, onPick, onActiveChange };
}

const selected = () =>
  screen.getAllByRole('option').findIndex((o) => o.getAttribute('aria-selected') === 'true');

describe('MentionList', () => {
  it('is a labelled listbox of the members, the first one highlighted', () => {
    const { onActiveChange } = setup();
    expect(screen.getByRole('listbox', { name: 'Members to mention' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '@adaAda Lovelace',
      '@adamAdam Smith',
      '@adele',
    ]);
    expect(selected()).toBe(0);
    expect(onActiveChange).toHaveBeenLastCalledWith('mentions-option-0');
  });

  it('moves with the arrow keys, wrapping at both ends', () => {
    const { key, onActiveChange } = setup();
    expect(key('ArrowDown')).toBe(true);
    expect(selected()).toBe(1);
    expect(onActiveChange).toHaveBeenLastCalledWith('mentions-option-1');
    key('ArrowDown');
    key('ArrowDown');
    expect(selected()).toBe(0);
    key('ArrowUp');
    expect(selected()).toBe(2);
  });

  it('picks the highlighted member with Enter', () => {
    const { key, onPick } = setup();
    key('ArrowDown');
    expect(key('Enter')).toBe(true);
    expect(onPick).toHaveBeenCalledWith(members[1]);
  });

  it('leaves other keys to the editor', () => {
    const { key, onPick } = setup();
    expect(key('a')).toBe(false);
    expect(key('Escape')).toBe(false);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('picks a member on click', async () => {
    const { onPick } = setup();
    await userEvent.click(screen.getByRole('option', { name: /adele/ }));
    expect(onPick).toHaveBeenCalledWith(members[2]);
  });
});
