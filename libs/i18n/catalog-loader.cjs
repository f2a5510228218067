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
      const parts = compileMessage(message);
      // Plain text stays a string (the runtime writes a string as it is): a few bytes less for most messages.
      compiled[key] = parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
    } catch (error) {
      throw new Error(`${this.resourcePath}: "${key}" is not a valid ICU message: ${error.message}`);
    }
  }
  // JSON.parse of a string literal is parsed faster than the same object as code.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};
