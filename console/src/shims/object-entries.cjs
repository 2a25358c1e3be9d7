// node-polyglot (react-admin's translations, in /login's entry chunk) requires the `object.entries`
// polyfill, which brings get-intrinsic, call-bind and a dozen more packages (about 5 kB gzipped) for a
// function every browser the console supports has had since 2017. vite.config.ts aliases it here.
module.exports = function entries(object) {
  return Object.entries(object);
};
