import { normaliseReference } from './manage';

describe('a reference as people type it', () => {
  it.each([
    ['ash stgx asnf', 'ASH-STGX-ASNF'],
    ['ASH7K2Q9PXD', 'ASH-7K2Q-9PXD'],
    [' ash-7k2q-9pxd ', 'ASH-7K2Q-9PXD'],
    ['Ash – 7K2Q – 9PXD', 'ASH-7K2Q-9PXD'],
    ['ash 7k2q 9pxo', 'ASH-7K2Q-9PX0'],
    ['ASH-1L1I-0000', 'ASH-1111-0000'],
  ])('reads %j as %s', (typed, printed) => {
    expect(normaliseReference(typed)).toBe(printed);
  });

  it('leaves text of another shape for the look-up to refuse', () => {
    expect(normaliseReference(' abc ')).toBe('ABC');
    expect(normaliseReference('ASH-7K2Q-9PXD-1')).toBe('ASH-7K2Q-9PXD-1');
  });
});
