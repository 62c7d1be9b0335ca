import { html } from 'htm/preact';
import { useState } from 'preact/hooks';
import { api, calls, problemOf } from './api.ts';

/**
 * Opens the client's own booking page: the client signed in by phone code asks for its link (a
 * fresh key, like the one in the shop's messages) and goes there.
 */
export function SeeBooking({ bookingId }: { bookingId: number }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    api.call(calls.visitLink, { params: { id: bookingId } }).then(
      (answer) => window.location.assign(answer.url),
      (error) => {
        setProblem(problemOf(error));
        setBusy(false);
      },
    );
  };
  return html`<button type="button" class="btn p wide" style="margin-top:24px" disabled=${busy} onClick=${open}>See your booking</button>
    ${problem ? html`<p class="note er" role="alert">${problem}</p>` : null}`;
}
