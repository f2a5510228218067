// The loader is the shell build's own script, written inline into every rendered page.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPageLoader } from './page-loader';

const shellWith = async (loader: string) => {
  const shell = await mkdtemp(path.join(tmpdir(), 'loader-'));
  await mkdir(path.join(shell, 'server'));
  await writeFile(path.join(shell, 'server', 'page-loader.js'), loader);
  return shell;
};

describe('the loader a rendered page carries', () => {
  it("is the shell build's script as built", async () => {
    expect(await readPageLoader(await shellWith('(()=>{start()})();\n'))).toBe('(()=>{start()})();');
  });

  it('is refused when it could end the inline script it is written into, and when the build has none', async () => {
    await expect(readPageLoader(await shellWith('(()=>{x="</script><script>alert(1)"})();'))).rejects.toThrow(/cannot be written inline/);
    await expect(readPageLoader(await shellWith('(()=>{x="<!--"})();'))).rejects.toThrow(/cannot be written inline/);
    await expect(readPageLoader(await mkdtemp(path.join(tmpdir(), 'no-loader-')))).rejects.toThrow(/ENOENT/);
  });
});
