import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRatingInput } from './star-rating';

/** A parent that takes each chosen value only when the test says so, as a slow cache would. */
function SlowParent({ chosen, start }: { chosen: (number | null)[]; start: number | null }) {
  const [value, setValue] = useState(start);
  const [queue] = useState<(number | null)[]>([]);
  return (
    <>
      <StarRatingInput
        value={value}
        onChange={(next) => {
          chosen.push(next);
          queue.push(next);
        }}
      />
      <button type="button" onClick={() => setValue(queue.shift() ?? null)}>
        next value
      </button>
      <button type="button" onClick={() => setValue(start)}>
        refuse
      </button>
    </>
  );
}

/** Rated 3, the reader presses the right arrow twice before any value comes back. */
async function pressTwiceFromThree() {
  const chosen: (number | null)[] = [];
  render(<SlowParent chosen={chosen} start={3} />);
  const actor = userEvent.setup();
  const stars = screen.getByRole('slider', { name: 'Your rating' });
  act(() => stars.focus());
  await actor.keyboard('{ArrowRight}{ArrowRight}');
  return { chosen, actor, stars };
}

describe('StarRatingInput', () => {
  it('counts quick arrow presses from the last one, before the value comes back', async () => {
    const { chosen, actor, stars } = await pressTwiceFromThree();
    expect(chosen).toEqual([3.5, 4]);

    // The first value comes back while the second is still on its way: the next press counts
    // from the second.
    await actor.click(screen.getByRole('button', { name: 'next value' }));
    expect(stars).toHaveAttribute('aria-valuenow', '3.5');
    act(() => stars.focus());
    await actor.keyboard('{ArrowRight}');
    expect(chosen).toEqual([3.5, 4, 4.5]);
  });

  it('counts from the value again when it changes from elsewhere', async () => {
    const { chosen, actor, stars } = await pressTwiceFromThree();
    // The first value comes back, then the parent puts back 3: the second save was refused.
    await actor.click(screen.getByRole('button', { name: 'next value' }));
    await actor.click(screen.getByRole('button', { name: 'refuse' }));
    expect(stars).toHaveAttribute('aria-valuenow', '3');
    act(() => stars.focus());
    await actor.keyboard('{ArrowLeft}');
    expect(chosen).toEqual([3.5, 4, 2.5]);
  });
});
