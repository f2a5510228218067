import { satisfy } from '@module-federation/runtime-core';
import { meetsSimpleRange } from './version-range';

const VERSIONS = [
  '0.0.3',
  '0.0.4',
  '0.2.2',
  '0.2.3',
  '0.2.9',
  '0.3.0',
  '1.0.0',
  '1.2.2',
  '1.2.3',
  '1.2.4',
  '1.3.0',
  '1.10.0',
  '2.0.0',
  '19.3.1',
  '19.2.9',
  '20.0.0',
];
const RANGES = ['0.0.3', '^0.0.3', '^0.2.3', '1.2.3', '^1.2.3', '^1.0.0', '^19.3.0', '19.3.1', '^2.0.0', ' ^1.2.3'];

describe('meetsSimpleRange', () => {
  it('agrees with the federation runtime on every exact version and caret range', () => {
    for (const version of VERSIONS) {
      for (const range of RANGES) {
        expect([version, range, meetsSimpleRange(version, range)]).toEqual([version, range, satisfy(version, range)]);
      }
    }
  });

  it('leaves every other form to the runtime', () => {
    for (const range of ['~1.2.3', '>=1.2.3', '1.x', '*', '^1.2.3 || ^2.0.0', '^1.2.3-beta.1', '1.2']) {
      expect(meetsSimpleRange('1.2.3', range)).toBeUndefined();
    }
    expect(meetsSimpleRange('1.2.3-beta.1', '^1.2.3')).toBeUndefined();
    expect(meetsSimpleRange('', '^1.2.3')).toBeUndefined();
  });
});
