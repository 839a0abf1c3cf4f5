// The realm the preview page imports each state's `export waapi` module in. A module stays in
// its document's module map for as long as the document lives (about 17 KB of the card's for
// every state), so the page replaces this frame every few modules and their memory goes with it.

/** @param {string} url @returns {Promise<Record<string, any>>} the module's exports */
function importModule(url) {
  return import(url);
}

/** @type {any} */ (window).importModule = importModule;
