import { clockTime, createApiClient } from '@app/shared';
import { calls, problemOf } from './api.ts';

/**
 * The client's booking page's script (built into dist/shop-assets as 'visit'). The page is drawn on
 * the server with every action as a form; this sends them to /api/shop/visits/{id} with the page
 * link's key and, once one has changed the booking, draws the page again from the server.
 */
const key = new URLSearchParams(location.search).get('key') ?? '';
const client = createApiClient({ baseUrl: '/api', token: () => key });
const status = document.getElementById('visit-status')!;

function say(text: string, tone: 'ok' | 'er') {
  status.textContent = text;
  status.className = `note flash ${tone}`;
  status.hidden = false;
  status.scrollIntoView({ block: 'center' });
}

/** Runs an action; its answer's message is shown, then the page as it now stands. */
async function act(work: () => Promise<{ message: string }>, button?: HTMLButtonElement | null) {
  if (button) button.disabled = true;
  try {
    const answer = await work();
    say(answer.message, 'ok');
    sessionStorage.setItem('visit-said', answer.message);
    location.reload();
  } catch (error) {
    say(problemOf(error), 'er');
    if (button) button.disabled = false;
  }
}

// Said before the reload: shown once more on the page drawn after it.
const said = sessionStorage.getItem('visit-said');
if (said) {
  sessionStorage.removeItem('visit-said');
  say(said, 'ok');
}

const idOf = (element: HTMLElement) => Number(element.dataset.id);

/** The phone code her data's steps each take; used, it is cleared (a code works once). */
const code = (document.getElementById('code') as HTMLInputElement | null) ?? { value: '' };
function withCode<T extends { message: string }>(call: Promise<T>, use?: (answer: T) => void) {
  call.then(
    (answer) => {
      code.value = '';
      use?.(answer);
      say(answer.message, 'ok');
    },
    (error: unknown) => say(problemOf(error), 'er'),
  );
}

document.addEventListener('submit', (event) => {
  const form = event.target as HTMLFormElement;
  const action = form.dataset.action;
  if (!action) return;
  event.preventDefault();
  const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
  const data = new FormData(form);
  const params = { id: idOf(form) };
  const text = (name: string) => String(data.get(name) ?? '').trim();
  if (action === 'cancel')
    void act(
      () =>
        client.call(text('scope') === 'following' ? calls.visitCancelFollowing : calls.visitCancel, {
          params,
          body: { comment: text('comment') },
        }),
      submitter,
    );
  if (action === 'proposal')
    void act(
      () => client.call(calls.visitProposal, { params, body: { accept: submitter?.value === 'true' } }),
      submitter,
    );
  if (action === 'review')
    void act(
      () =>
        client.call(calls.visitReview, {
          params,
          body: { rating: Number(text('rating')), comment: text('comment') },
        }),
      submitter,
    );
  if (action === 'data')
    // Her data as a JSON file; asked for, her erasure request is recorded and said.
    withCode(
      client.call(calls.visitData, { params, body: { code: code.value, erase: data.has('erase') } }),
      (answer) => {
        const link = document.createElement('a');
        link.href = URL.createObjectURL(
          new Blob([JSON.stringify(answer.data, null, 2)], { type: 'application/json' }),
        );
        link.download = 'my-data.json';
        link.click();
      },
    );
  if (action === 'correct')
    withCode(
      client.call(calls.visitCorrect, {
        params,
        body: { code: code.value, name: text('name'), email: text('email') },
      }),
    );
  if (action === 'object') withCode(client.call(calls.visitObject, { params, body: { code: code.value } }));
  if (action === 'send')
    void client.call(calls.visitSend, { params, body: { message: text('message') } }).then(
      () => {
        form.reset();
        void loadChat(form.closest('details')!);
      },
      (error) => say(problemOf(error), 'er'),
    );
});

/** The code before her data: sent to the booking's phone. */
document.addEventListener('click', (event) => {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-code]');
  if (!button) return;
  client.call(calls.visitDataCode, { params: { id: Number(button.dataset.code) } }).then(
    (answer) => say(answer.message, 'ok'),
    (error) => say(problemOf(error), 'er'),
  );
});

/** The free times of the chosen day, each a button that moves the booking there. */
document.addEventListener('change', (event) => {
  const input = event.target as HTMLInputElement;
  const details = input.closest<HTMLElement>('[data-action="move"]');
  if (!details || input.name !== 'date' || !input.value) return;
  const times = details.querySelector('.times')!;
  times.textContent = 'Finding free times…';
  const params = { id: idOf(details) };
  client.call(calls.visitTimes, { params, query: { date: input.value } }).then(
    (answer) => {
      times.textContent = answer.times.length ? '' : 'No free time that day. Try another day.';
      for (const time of answer.times) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'btn';
        button.textContent = clockTime(time);
        button.onclick = () =>
          act(
            () => client.call(calls.visitReschedule, { params, body: { date: input.value, time } }),
            button,
          );
        times.append(button);
      }
    },
    (error) => {
      times.textContent = problemOf(error);
    },
  );
});

/** The conversation with the shop, loaded when the chat is opened. */
async function loadChat(details: HTMLElement) {
  const list = details.querySelector('.chat')!;
  try {
    const thread = await client.call(calls.visitChat, { params: { id: idOf(details) } });
    list.replaceChildren(
      ...thread.data.map((m) => {
        const item = document.createElement('li');
        item.textContent = m.message;
        if (m.sender === 'customer') item.className = 'me';
        return item;
      }),
    );
  } catch (error) {
    list.textContent = problemOf(error);
  }
}
document.addEventListener(
  'toggle',
  (event) => {
    const details = event.target as HTMLDetailsElement;
    if (details.open && details.dataset.action === 'chat') void loadChat(details);
  },
  true,
);
