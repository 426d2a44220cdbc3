import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text';

describe('HighlightedText', () => {
  it('marks the pieces that matched and leaves the rest plain', () => {
    const { container } = render(
      <p>
        <HighlightedText
          pieces={[
            { text: 'The ', hit: false },
            { text: 'dragon', hit: true },
            { text: ' sleeps under the ', hit: false },
            { text: 'dragons', hit: true },
          ]}
        />
      </p>,
    );
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['dragon', 'dragons']);
    expect(container.textContent).toBe('The dragon sleeps under the dragons');
  });

  it('renders markup in a post as text, never as HTML', () => {
    const { container } = render(
      <p>
        <HighlightedText
          pieces={[
            { text: '<img src=x onerror="alert(1)">', hit: false },
            { text: '<b>bold</b>', hit: true },
          ]}
        />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b>');
    expect(container.querySelector('mark')?.textContent).toBe('<b>bold</b>');
  });
});
