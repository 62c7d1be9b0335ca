/**
 * The service worker's cache of the app's content-named files (issue 34): filled by the page with
 * what it loaded (lib/appUpdate.ts) and by the worker with what it serves (vite.config.ts), emptied
 * when a new version takes over (public/sw-app-files.js names it too).
 */
export const APP_FILES_CACHE = 'app-files';
