// Pocket '44 service worker addition (loaded by the generated sw.js through importScripts, before Workbox's own
// handlers): the Web Share Target. A scenario file shared to the installed app arrives as a POST to ./share-target;
// it is kept in a cache for the page, and the page is opened to import it (src/ui/app/App.tsx reads ?shared=1).
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || !url.pathname.endsWith('/share-target')) return;
  event.respondWith(
    (async () => {
      try {
        const data = await event.request.formData();
        const file = data.get('scenario');
        if (file && typeof file !== 'string') {
          const cache = await caches.open('pocket44-shared');
          await cache.put(
            'shared-scenario',
            new Response(file, { headers: { 'X-File-Name': encodeURIComponent(file.name || 'shared.m44') } }),
          );
        }
      } catch (err) {
        // A broken share opens the app anyway; the page finds nothing to import.
        console.warn('share target:', err);
      }
      return Response.redirect(new URL('./?shared=1', self.registration.scope).href, 303);
    })(),
  );
});
