import type { ReviewResponse } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, later, type Reply, renderUi } from '../../../test/render.tsx';
import { ReviewReplyForm } from './ReviewReplyForm.tsx';
import { ReviewsList } from './ReviewsList.tsx';

// SPEC §5 and §8, word for word. ReviewReplyForm.test.tsx covers the messages of a fresh, a short
// and an unrated reply; these add the limits, the failure, double submits and 'reply once'.
const COMMENT_MIN = 'comment must be above 10 characters';
const SENT = 'Response Sent';
const FAILED = 'Response could not be sent';

type User = ReturnType<typeof userEvent.setup>;
const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
const comment = () => screen.getByLabelText('Your reply');

async function rate(user: User, stars: number) {
  const radio = screen.getByRole('radio', { name: String(stars) });
  const label = document.querySelector(`label[for="${radio.id}"]`);
  if (!label) throw new Error('no star label');
  await user.click(label);
}

async function fill(user: User, text: string, stars = 4) {
  await rate(user, stars);
  await user.type(comment(), text);
}

afterEach(() => act(() => notifications.clean()));

describe("review reply: 'at least 10 characters' (SPEC §5, §9)", () => {
  it('exactly 10 characters may be sent', async () => {
    const calls = fakeServer({
      'POST vendorreviewcomment/4': { status: 200, body: { success: true, message: SENT } },
    });
    const user = userEvent.setup({ delay: null });
    renderUi(<ReviewReplyForm reviewId={4} />);
    await fill(user, 'Thank you!');
    expect(screen.queryByText(COMMENT_MIN)).toBeNull();
    expect(submit().disabled).toBe(false);
    await user.click(submit());
    await waitFor(() =>
      expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
        { method: 'POST', path: 'vendorreviewcomment/4', body: { comment: 'Thank you!', rating: 4 } },
      ]),
    );
    expect(await screen.findByText(SENT)).toBeTruthy();
  });

  it('9 characters are too few: the message shows and Submit stays disabled', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<ReviewReplyForm reviewId={4} />);
    await fill(user, 'Thank you');
    expect(await screen.findByText(COMMENT_MIN)).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('spaces do not count towards the 10 characters', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<ReviewReplyForm reviewId={4} />);
    await fill(user, '          ');
    expect(submit().disabled).toBe(true);
  });

  it.each([1, 5])('a rating of %i (the ends of the 1 to 5 scale) is accepted', async (stars) => {
    const calls = fakeServer({
      'POST vendorreviewcomment/4': { status: 200, body: { success: true, message: SENT } },
    });
    const user = userEvent.setup({ delay: null });
    renderUi(<ReviewReplyForm reviewId={4} />);
    await fill(user, 'Thanks for your visit', stars);
    await user.click(submit());
    await waitFor(() => expect(calls[0]?.body).toEqual({ comment: 'Thanks for your visit', rating: stars }));
  });
});

describe('sending the reply', () => {
  it.each([
    ['the server fails', 500],
    ['the review was already answered', 409],
  ])("'Response could not be sent' when %s", async (_, status) => {
    fakeServer({ 'POST vendorreviewcomment/4': { status, body: { message: 'no' } } });
    const user = userEvent.setup({ delay: null });
    renderUi(<ReviewReplyForm reviewId={4} />);
    await fill(user, 'Thanks for your visit');
    await user.click(submit());
    expect(await screen.findByText(FAILED)).toBeTruthy();
    expect(screen.queryByText(SENT)).toBeNull();
  });

  it('a double click sends one reply', async () => {
    const answer = later<Reply>();
    const calls = fakeServer({ 'POST vendorreviewcomment/4': () => answer.promise });
    const user = userEvent.setup();
    renderUi(<ReviewReplyForm reviewId={4} />);
    await fill(user, 'Thanks for your visit');
    await user.dblClick(submit());
    answer.resolve({ status: 200, body: { success: true, message: SENT } });
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});

describe("'reply once to a client review' (SPEC §1, §6)", () => {
  const review = (id: number, reply: ReviewResponse['vendorcommentreview']): ReviewResponse => ({
    id,
    comment: 'Lovely braids',
    rating: 5,
    created_at: '2026-05-01T10:00:00.000Z',
    enduser: { first_name: 'Ada', last_name: 'Obi', profile_image: null },
    vendorcommentreview: reply,
  });

  it('an answered review shows the reply and offers no second one; an open one offers Reply', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(
      <ReviewsList reviews={[review(1, [{ rating: 4, comment: 'Thank you, Ada!' }]), review(2, [])]} />,
    );
    const answered = document.querySelector('[data-review="1"]') as HTMLElement;
    const open = document.querySelector('[data-review="2"]') as HTMLElement;
    expect(within(answered).getByText('Thank you, Ada!')).toBeTruthy();
    expect(within(answered).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(answered).queryByRole('textbox')).toBeNull();

    await user.click(within(open).getByRole('button', { name: 'Reply' }));
    expect(within(open).getByLabelText('Your reply')).toBeTruthy();
  });
});
