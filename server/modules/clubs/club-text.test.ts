import { describe, expect, it } from 'vitest';
import { clubMessages } from '../../../contracts/clubs.js';
import { AppError } from '../../platform/errors.js';
import { plainClubText } from './club-text.js';

describe('a club’s words as stored', () => {
  it('keeps what the host wrote and drops the markup, scripts and all', () => {
    expect(
      plainClubText({
        name: ' <b>Night</b> Owls & Co ',
        description: 'Crime <script>alert(1)</script>at <i>night</i> <3',
        rules: '<p>Be kind.</p>',
        category: 'Mystery',
      }),
    ).toEqual({
      name: 'Night Owls & Co',
      description: 'Crime at night <3',
      rules: 'Be kind.',
      category: 'Mystery',
    });
    // Fields left out stay left out (a change of one field only).
    expect(plainClubText({ rules: 'Spoilers marked.' })).toEqual({ rules: 'Spoilers marked.' });
  });

  it('refuses a name too short once its tags are gone, with the §5 message', () => {
    const refused = () => plainClubText({ name: '<b></b>ab<i></i>' });
    expect(refused).toThrow(AppError);
    expect(refused).toThrow(clubMessages.nameTooShort);
  });
});
