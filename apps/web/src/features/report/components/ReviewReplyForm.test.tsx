import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import { ReviewReplyForm } from './ReviewReplyForm.tsx';

// SPEC §5 review reply, word for word.
const RATING_MESSAGE = 'Rating must be greater than zero';
const COMMENT_MIN = 'comment must be above 10 characters';
const COMMENT_REQUIRED = 'comment is required';

const submit = () => screen.getByRole('button', { name: 'Submit' });
const comment = () => screen.getByLabelText('Your reply');
/** Clicks the n-th star as a pointer does: on its label (the radio itself only previews). */
async function rate(user: ReturnType<typeof userEvent.setup>, stars: number) {
  const radio = screen.getByRole('radio', { name: String(stars) });
  const label = document.querySelector(`label[for="${radio.id}"]`);
  if (!label) throw new Error('no star label');
  await user.click(label);
}

describe('review reply form (SPEC §5)', { timeout: 20_000 }, () => {
  it('says nothing on a fresh form, Submit disabled', () => {
    renderUi(<ReviewReplyForm reviewId={4} />);
    expect(submit()).toHaveProperty('disabled', true);
    expect(screen.queryByText(RATING_MESSAGE)).toBeNull();
    expect(screen.queryByText(COMMENT_REQUIRED)).toBeNull();
  });

  it('tells why Submit stays disabled when the comment is fine but there is no rating', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<ReviewReplyForm reviewId={4} />);
    await user.type(comment(), 'Thank you for coming, see you soon!');
    expect(submit()).toHaveProperty('disabled', true);
    expect(await screen.findByText(RATING_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(COMMENT_MIN)).toBeNull();

    // Choosing a rating lifts the rule and its message.
    await rate(user, 4);
    await waitFor(() => expect(screen.queryByText(RATING_MESSAGE)).toBeNull());
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('tells a short comment and a missing rating together', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<ReviewReplyForm reviewId={4} />);
    await user.type(comment(), 'Thanks');
    expect(await screen.findByText(COMMENT_MIN)).toBeTruthy();
    expect(screen.getByText(RATING_MESSAGE)).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('asks for the comment once a rating is chosen without one', async () => {
    const user = userEvent.setup({ delay: null });
    renderUi(<ReviewReplyForm reviewId={4} />);
    await rate(user, 5);
    expect(await screen.findByText(COMMENT_REQUIRED)).toBeTruthy();
    expect(screen.queryByText(RATING_MESSAGE)).toBeNull();
  });

  it('sends a valid reply', async () => {
    const calls = fakeApi({ 'POST vendorreviewcomment/4': { success: true, message: 'Response Sent' } });
    const user = userEvent.setup({ delay: null });
    renderUi(<ReviewReplyForm reviewId={4} />);
    await rate(user, 5);
    await user.type(comment(), 'Thank you for coming, see you soon!');
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ comment: 'Thank you for coming, see you soon!', rating: 5 });
    expect(await screen.findByText('Response Sent')).toBeTruthy();
  });
});
