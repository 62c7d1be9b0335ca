import { buildServer } from './support/server.ts';

/** Once per run, before any journey: the compiled server the journeys start (support/server.ts). */
export default function setup(): void {
  const started = Date.now();
  buildServer();
  console.log(`server built for the journeys in ${Date.now() - started} ms`);
}
