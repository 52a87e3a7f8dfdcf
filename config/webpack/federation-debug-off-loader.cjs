/**
 * The federation runtime asks `localStorage` on start whether to log for debugging. A page's first read of
 * `localStorage` waits for the browser to open the site's storage, one of the longer steps of starting the shell on a
 * slow phone, and no visitor turns that logging on. In a production browser build the answer is "no" without asking;
 * development builds keep the switch. Fails the build when the runtime's source no longer reads as expected, so an
 * upgrade cannot quietly bring the read back.
 */
const BROWSER_DEBUG_CHECK = /^(\s*)return isBrowserDebug\(\);$/m;

module.exports = function federationDebugOff(source) {
  if (!BROWSER_DEBUG_CHECK.test(source)) {
    throw new Error('federation-debug-off-loader: `return isBrowserDebug();` not found in the federation SDK; update the loader for this version');
  }
  return source.replace(BROWSER_DEBUG_CHECK, '$1return false;');
};
