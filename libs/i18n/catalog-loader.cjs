// Rspack loader for a package's catalogs (src/i18n/<language>.json, ICU messages by key): compiles every
// message at build time, so the browser gets Lingui's compiled form and never downloads the ICU compiler.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/** @param {string} source */
module.exports = function compileCatalog(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: "${key}" is not a string`);
    try {
      compiled[key] = compileMessage(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${key}" is not a valid ICU message: ${error.message}`);
    }
  }
  // JSON.parse of a string literal is parsed faster than the same object as code.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};
