import type { ReactNode } from 'react';
import { useState } from 'react';
import type { z } from 'zod';
import { reportError } from '../lib/api.ts';

/** The first message the shared schema gives each field, shown once the form was sent. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      errors[key] ??= issue.message;
    }
  return errors;
}

/**
 * A phone form (Add, the Shop's sheets): its values and change handlers (a checkbox's value is
 * whether it is ticked), checked by the shared schema once sent (each field then shows its first
 * message), and sent with the schema's parsed body.
 */
export function useSchemaForm<V extends Record<string, string | boolean>, S extends z.ZodType>(
  initial: V,
  schema: S,
  toInput: (values: V) => unknown,
  send: (body: z.infer<S>) => Promise<void>,
) {
  const [values, setValues] = useState(initial);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const set =
    (key: keyof V) => (event: { currentTarget: { value: string; type?: string; checked?: boolean } }) => {
      const { type, checked } = event.currentTarget;
      const value = type === 'checkbox' ? !!checked : event.currentTarget.value;
      setValues((old) => ({ ...old, [key]: value }));
    };
  const input = toInput(values);
  const onSubmit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setSent(true);
    const parsed = schema.safeParse(input);
    if (!parsed.success) return;
    setSending(true);
    try {
      await send(parsed.data);
    } catch (error) {
      reportError(error);
    } finally {
      setSending(false);
    }
  };
  return { v: values, set, errors: sent ? fieldErrors(schema, input) : {}, sending, onSubmit };
}

export function Field(props: { label: string; error?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child each field passes in
    <label className="field">
      {props.label}
      {props.children}
      {props.error && <span className="error">{props.error}</span>}
    </label>
  );
}
