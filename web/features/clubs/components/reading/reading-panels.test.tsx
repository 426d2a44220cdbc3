import type { ClubMeeting, ClubPoll, ClubReading } from '@contracts/club-reading';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { MeetingsPanel } from './meetings-panel';
import { PollPanel } from './poll-panel';

const clubId = '7a1c2b9e-0000-4000-8000-000000000001';
const book = (id: string, title: string) => ({
  id,
  title,
  coverUrl: null,
  path: `/book/${title.toLowerCase()}/${id}`,
});
const hobbit = book('11111111-0000-4000-8000-000000000001', 'The Hobbit');
const eyre = book('11111111-0000-4000-8000-000000000002', 'Jane Eyre');

const none = {
  vote: false,
  managePoll: false,
  editPlan: false,
  manageMeetings: false,
  rsvp: false,
  calendar: false,
  chooseShelf: false,
};
const memberAbilities = { ...none, vote: true, rsvp: true, calendar: true, chooseShelf: true };
const hostAbilities = {
  ...memberAbilities,
  managePoll: true,
  editPlan: true,
  manageMeetings: true,
};

const poll = (over: Partial<ClubPoll> = {}): ClubPoll => ({
  id: '22222222-0000-4000-8000-000000000001',
  status: 'open',
  candidates: [
    { book: hobbit, votes: 1 },
    { book: eyre, votes: 1 },
  ],
  totalVotes: 2,
  myVote: eyre.id,
  leaders: [hobbit.id, eyre.id],
  winnerId: null,
  closedAt: null,
  ...over,
});
const reading = (over: Partial<ClubReading> = {}): ClubReading => ({
  poll: poll(),
  plan: null,
  meetings: [],
  me: { wantToRead: false, hasCalendar: false },
  abilities: memberAbilities,
  ...over,
});

describe('the poll on a club’s page', () => {
  it('shows the member’s vote pressed and votes for another book', async () => {
    const calls = stubFetch({
      [`/api/clubs/${clubId}/polls/`]: () => ({
        body: reading({ poll: poll({ myVote: hobbit.id }) }),
      }),
    });
    renderWithApp(<PollPanel clubId={clubId} reading={reading()} />);
    expect(screen.getByRole('button', { name: 'Vote for Jane Eyre' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Close the poll' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Vote for The Hobbit' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe(`/api/clubs/${clubId}/polls/${poll().id}/vote`);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ workId: hobbit.id });
  });

  it('asks the host to pick among tied books before closing', async () => {
    const calls = stubFetch({
      [`/api/clubs/${clubId}/polls/`]: () => ({
        body: reading({ poll: poll({ status: 'closed', winnerId: eyre.id }) }),
      }),
    });
    renderWithApp(<PollPanel clubId={clubId} reading={reading({ abilities: hostAbilities })} />);
    const close = screen.getByRole('button', { name: 'Close the poll' });
    expect(close).toBeDisabled();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'The vote is tied: choose the winner' }),
      eyre.id,
    );
    await userEvent.click(close);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ winnerId: eyre.id });
  });
});

describe('meetings on a club’s page', () => {
  const meeting: ClubMeeting = {
    id: '33333333-0000-4000-8000-000000000001',
    title: 'First evening',
    startsAt: '2027-06-01T17:00:00.000Z',
    localStart: '2027-06-01T19:00',
    timeZone: 'Europe/Paris',
    durationMinutes: 90,
    onlineUrl: 'https://meet.example.org/x',
    place: null,
    sequence: 0,
    counts: { going: 2, maybe: 1, not_going: 0 },
    myAnswer: 'maybe',
  };

  it('shows the time in the meeting’s zone, the counts and the member’s answer', async () => {
    const calls = stubFetch({
      [`/api/clubs/${clubId}/meetings/`]: () => ({
        body: reading({ meetings: [{ ...meeting, myAnswer: 'going' }] }),
      }),
    });
    renderWithApp(<MeetingsPanel clubId={clubId} reading={reading({ meetings: [meeting] })} />);
    expect(screen.getByText(/June 1, 2027 at 7:00\s?PM GMT\+2/)).toBeInTheDocument();
    expect(screen.getByTestId('rsvp-counts')).toHaveTextContent('2 going · 1 maybe · 0 not going');
    const answers = screen.getByRole('group', { name: 'Your answer for First evening' });
    expect(answers.querySelector('[aria-pressed="true"]')).toHaveTextContent('Maybe');
    expect(screen.getByRole('link', { name: 'Join online' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(screen.queryByRole('button', { name: 'Add a meeting' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Going' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ answer: 'going' });
  });

  it('lets a host cancel a meeting once they confirm', async () => {
    const calls = stubFetch({
      [`/api/clubs/${clubId}/meetings/`]: () => ({ body: reading({ meetings: [] }) }),
    });
    renderWithApp(
      <MeetingsPanel
        clubId={clubId}
        reading={reading({ meetings: [meeting], abilities: hostAbilities })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel First evening' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the meeting' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe(`/api/clubs/${clubId}/meetings/${meeting.id}`);
    expect(calls[0]?.init?.method).toBe('DELETE');
  });
});
