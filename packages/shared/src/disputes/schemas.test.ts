/** Disputes beyond SPEC §5's reasons (spec-messages.test.ts): lengths, the attachment and the reference. */
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  ATTACHMENT_NAME,
  DISPUTE_COMMENT_MAX,
  DISPUTE_STATUSES,
  disputeBody,
  disputeParams,
  disputeResponse,
} from './schemas.ts';

const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('dispute body', () => {
  it('takes a reason of up to 1000 characters, trimmed, and an optional image', () => {
    expect(DISPUTE_COMMENT_MAX).toBe(1000);
    expect(disputeBody.parse({ comment: ' Other: late ' })).toEqual({ comment: 'Other: late' });
    expect(disputeBody.parse({ comment: 'x'.repeat(1000), attachment: null }).attachment).toBeNull();
    expect(first(disputeBody.safeParse({ comment: 'x'.repeat(1001) }))).toBe(MSG.disputeCommentMax);
    expect(first(disputeBody.safeParse({}))).toBe(MSG.disputeReasonRequired);
  });

  it('refuses an attachment that is not text or is larger than a 2 MB image in base64', () => {
    expect(
      disputeBody.safeParse({ comment: 'Abusive Client', attachment: 'x'.repeat(3_000_000) }).success,
    ).toBe(true);
    expect(
      first(disputeBody.safeParse({ comment: 'Abusive Client', attachment: 'x'.repeat(3_000_001) })),
    ).toBe(MSG.badImage);
    expect(first(disputeBody.safeParse({ comment: 'Abusive Client', attachment: 5 }))).toBe(MSG.badImage);
  });

  it('names the booking by its reference, 1 to 40 characters', () => {
    expect(disputeParams.parse({ reference: ' BK-7 ' })).toEqual({ reference: 'BK-7' });
    expect(disputeParams.safeParse({ reference: ' ' }).success).toBe(false);
    expect(disputeParams.safeParse({ reference: 'R'.repeat(41) }).success).toBe(false);
    expect(disputeParams.safeParse({ reference: 'R'.repeat(40) }).success).toBe(true);
  });
});

describe('disputes as listed', () => {
  it('are open or resolved, with a private attachment name or none', () => {
    expect([...DISPUTE_STATUSES]).toEqual(['open', 'resolved']);
    const dispute = {
      id: 1,
      reference: 'BK-7',
      comment: 'Abusive Client',
      status: 'open',
      resolution: null,
      attachment: `${'a'.repeat(32)}.png`,
      created_at: '2026-11-20T09:00:00.000Z',
    };
    expect(disputeResponse.parse(dispute)).toEqual(dispute);
    expect(disputeResponse.safeParse({ ...dispute, status: 'closed' }).success).toBe(false);
  });

  it('stores attachments as 32 hex characters and .png or .jpg', () => {
    expect(ATTACHMENT_NAME.test(`${'0f'.repeat(16)}.png`)).toBe(true);
    expect(ATTACHMENT_NAME.test(`${'0f'.repeat(16)}.jpg`)).toBe(true);
    for (const bad of [
      `${'0f'.repeat(16)}.gif`,
      `${'0F'.repeat(16)}.png`,
      `${'0f'.repeat(15)}.png`,
      `../${'0f'.repeat(16)}.png`,
      `${'0f'.repeat(16)}.png.exe`,
      `x${'0f'.repeat(16)}.png`,
    ]) {
      expect(ATTACHMENT_NAME.test(bad), bad).toBe(false);
    }
  });
});
