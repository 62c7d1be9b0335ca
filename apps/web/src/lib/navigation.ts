/**
 * Lets non-React code (session reset, API client) navigate through the router without importing it,
 * which would create an import cycle (router → pages → api → router).
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate) {
  navigateImpl = fn;
}

export function navigateTo(to: string) {
  navigateImpl(to);
}
