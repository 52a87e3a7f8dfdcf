/**
 * Lets webpack drop the components of a library that nobody renders. React Router publishes its top-level
 * `var X = React.forwardRef(…)` (also `memo`, `createContext`) without a pure annotation and names each one with a
 * top-level `X.displayName = "X"` statement, so webpack and the minifier had to keep every component made that way,
 * used or not: its `<Form>` with the submit helpers behind it and its data-router components reached every page,
 * though the shell renders neither. Marking the calls pure and leaving out the display names (only React's developer
 * tools read them) makes an unused component as removable as an unused function.
 */
const TOP_LEVEL_REACT_CALL = /^((?:var|const|let) [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

module.exports = function pureTopLevelCalls(source) {
  return source.replace(TOP_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');
};
