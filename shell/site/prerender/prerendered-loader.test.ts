// The loader travels inside every saved page: as valid script, without the notes written for us.
import { PRERENDERED_LOADER } from './prerendered-loader';

describe('the loader a saved page carries', () => {
  it('has no comment lines, and is still one function expression the browser can run', () => {
    expect(PRERENDERED_LOADER).not.toMatch(/^\s*\/\//m);
    expect(PRERENDERED_LOADER).toContain('function announce()');
    expect(typeof new Function(`return ${PRERENDERED_LOADER}`)()).toBe('function');
  });
});
