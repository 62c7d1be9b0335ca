import { SCREEN } from './screen.ts';

/** The provider's phone app (issue 34): its own page, app.html, which the server answers at /app. */
export const PHONE_APP = '/app';

/**
 * Whether a signed-in provider belongs in the phone app rather than the dashboard: below SPEC §2's
 * desktop width the dashboard shows only 'Use the app on', so a phone that signs in opens the app.
 */
export const belowDesktop = () => window.innerWidth < SCREEN.desktopMinWidth;
