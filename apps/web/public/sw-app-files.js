/*
 * The cache of the app's content-named files (issue 34, APP_FILES_CACHE in src/lib/appFiles.ts):
 * a new version's worker empties it as it takes over, so old versions' files never pile up on a
 * cheap phone; the page that reloads into the new version fills it again with what it loads.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete('app-files'));
});
