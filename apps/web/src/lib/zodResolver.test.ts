import { changePasswordBody, MSG, reviewReplyBody } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from './form.ts';

describe('zodResolver (mantine-form-zod-resolver over the shared schemas)', () => {
  it('gives each field the first message the schema has for it, word for word', () => {
    const errors = zodResolver(changePasswordBody)({ current_password: '', password: 'abc', c_password: '' });
    expect(errors).toEqual({
      current_password: MSG.required,
      password: MSG.passwordMin,
      c_password: MSG.required,
    });
  });

  it('answers no errors for valid values', () => {
    expect(zodResolver(reviewReplyBody)({ comment: 'Thank you for coming!', rating: 5 })).toEqual({});
  });

  it('puts a nested field’s message under its path', () => {
    const schema = z.object({ rows: z.array(z.object({ open: z.string().min(1, 'Required here') })) });
    expect(zodResolver(schema)({ rows: [{ open: 'x' }, { open: '' }] })).toEqual({
      'rows.1.open': 'Required here',
    });
  });
});
