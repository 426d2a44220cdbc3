/*
 * Runs before the first paint: applies the theme this browser last used (saved by
 * web/lib/theme/apply-theme.ts) so the page does not flash the default colours. The server
 * inlines it into index.html and allows exactly this text by its hash in the
 * Content-Security-Policy (server/platform/inline-assets.ts).
 */
(function () {
  try {
    var saved = JSON.parse(localStorage.getItem('bookhive.theme.applied') || 'null');
    if (!saved || typeof saved !== 'object') return;
    var root = document.documentElement;
    root.classList.toggle('dark', saved.mode !== 'light');
    root.classList.toggle('light', saved.mode === 'light');
    var vars = saved.vars || {};
    for (var name in vars) {
      if (/^--[a-z-]+$/.test(name) && typeof vars[name] === 'string')
        root.style.setProperty(name, vars[name]);
    }
  } catch (e) {
    /* A broken saved theme only means the default shows first. */
  }
})();
