// The loader travels inside every rendered page: as valid script, without the notes written for us.
import { PAGE_LOADER } from './page-loader';

describe('the loader a rendered page carries', () => {
  it('has no comment lines, and is still one function expression the browser can run', () => {
    expect(PAGE_LOADER).not.toMatch(/^\s*\/\//m);
    expect(PAGE_LOADER).toContain('function announce()');
    expect(typeof new Function(`return ${PAGE_LOADER}`)()).toBe('function');
  });
});
