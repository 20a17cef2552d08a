import { describe, expect, it } from 'vitest';
import {
  effectiveShares,
  levelSum,
  personsLosingSourceOfWealth,
  reachesSourceOfWealthThreshold,
  shareholderProblems,
  updateLevel,
  type ShareholderNode,
} from './shareholder-tree';

const person = (personId: string, share: number): ShareholderNode => ({ type: 1, share, personId, shareholders: [] });
const company = (companyId: string, share: number, shareholders: ShareholderNode[] = []): ShareholderNode => ({
  type: 2,
  share,
  companyId,
  shareholders,
});
const directors: Record<string, string[]> = { acme: ['d1'], holdco: ['d2'], empty: [] };
const directorsOf = (companyId: string) => directors[companyId] ?? [];
const kinds = (tree: ShareholderNode[]) =>
  shareholderProblems(tree, directorsOf).map((problem) =>
    'path' in problem ? `${problem.kind}@${problem.path.join('.')}` : problem.kind,
  );

describe('shareholder rules', () => {
  it.each([
    ['one person owning everything', [person('a', 100)], []],
    ['the smallest level sum', [person('a', 10)], []],
    ['thirds to the hundredth', [person('a', 33.33), person('b', 33.33), person('c', 33.34)], []],
    ['a share of 0', [person('a', 0), person('b', 50)], ['shareOutOfRange@0']],
    ['a negative share', [person('a', -5), person('b', 50)], ['shareOutOfRange@0']],
    ['a share above 100', [person('a', 100.01)], ['shareOutOfRange@0', 'levelSumOutOfRange@']],
    ['three decimals', [person('a', 50.005), person('b', 40)], ['shareTooPrecise@0']],
    ['a level below 10', [person('a', 4), person('b', 5.99)], ['levelSumOutOfRange@']],
    ['a level above 100', [person('a', 60), person('b', 40.01)], ['levelSumOutOfRange@']],
    ['a company without directors', [company('empty', 100, [person('a', 100)])], ['companyNeedsDirector@0']],
    ['a company with a director', [company('acme', 100, [person('a', 100)])], []],
    [
      'a company that names no company',
      [{ type: 2, share: 50, shareholders: [] } satisfies ShareholderNode],
      ['missingParty@0'],
    ],
    [
      'a nested level above 100',
      [company('acme', 50, [person('a', 70), person('b', 31)]), person('c', 50)],
      ['levelSumOutOfRange@0'],
    ],
    [
      'a nested level below 10',
      [company('acme', 50, [company('holdco', 5, [person('a', 100)])]), person('c', 50)],
      ['levelSumOutOfRange@0'],
    ],
    [
      'a nested company without directors',
      [company('acme', 100, [company('empty', 100, [person('a', 100)])])],
      ['companyNeedsDirector@0.0'],
    ],
    ['no shareholders', [], ['noShareholders']],
  ] as [string, ShareholderNode[], string[]][])('%s', (_name, tree, expected) => {
    expect(kinds(tree)).toEqual(expected);
  });

  it('adds a level to the hundredth', () => {
    expect(levelSum([person('a', 33.33), person('b', 33.33), person('c', 33.34)])).toBe(100);
    expect(levelSum([person('a', 0.1), person('b', 0.2)])).toBe(0.3);
  });
});

describe('effective shares', () => {
  it.each([
    ['a direct shareholder', [person('a', 40), person('b', 60)], { a: 40, b: 60 }],
    [
      'half of a half',
      [company('acme', 50, [person('a', 50), person('b', 50)]), person('c', 50)],
      { a: 25, b: 25, c: 50 },
    ],
    [
      'three levels down',
      [company('acme', 80, [company('holdco', 50, [person('a', 60)]), person('b', 50)])],
      { a: 24, b: 40 },
    ],
    [
      'a person on two paths adds up',
      [person('a', 10), company('acme', 90, [person('a', 20), person('b', 80)])],
      { a: 28, b: 72 },
    ],
    ['thirds multiply exactly', [company('acme', 33.33, [person('a', 75)])], { a: 24.9975 }],
  ] as [string, ShareholderNode[], Record<string, number>][])('%s', (_name, tree, expected) => {
    expect(Object.fromEntries(effectiveShares(tree))).toEqual(expected);
  });

  it.each([
    ['exactly 25 % through two levels', [company('acme', 50, [person('a', 50)])], true],
    ['just under 25 % three levels down', [company('acme', 80, [company('holdco', 50, [person('a', 62.49)])])], false],
    ['exactly 25 % three levels down', [company('acme', 80, [company('holdco', 50, [person('a', 62.5)])])], true],
    ['25 % from two paths', [person('a', 10), company('acme', 60, [person('a', 25)])], true],
    ['not in the tree', [person('b', 100)], false],
  ] as [string, ShareholderNode[], boolean][])('source-of-wealth threshold: %s', (_name, tree, expected) => {
    expect(reachesSourceOfWealthThreshold(tree, 'a')).toBe(expected);
  });
});

describe('source data when a share goes down', () => {
  it.each([
    ['30 % down to 25 % clears', [person('a', 30), person('b', 70)], [person('a', 25), person('b', 75)], ['a']],
    ['30 % down to 26 % keeps', [person('a', 30), person('b', 70)], [person('a', 26), person('b', 74)], []],
    [
      'a parent share going down clears a nested person',
      [company('acme', 60, [person('a', 50)])],
      [company('acme', 40, [person('a', 50)])],
      ['a'],
    ],
    ['going up clears nothing', [person('a', 20)], [person('a', 30)], []],
    ['removal clears', [person('a', 40), person('b', 60)], [person('b', 60)], ['a']],
  ] as [string, ShareholderNode[], ShareholderNode[], string[]][])('%s', (_name, before, after, expected) => {
    expect(personsLosingSourceOfWealth(before, after)).toEqual(expected);
  });
});

describe('updateLevel', () => {
  it('changes a nested level and leaves the original alone', () => {
    const tree = [company('acme', 100, [person('a', 100)])];
    const changed = updateLevel(tree, [0], (level) => [...level, person('b', 10)]);
    expect(changed[0]?.shareholders.map((node) => node.personId)).toEqual(['a', 'b']);
    expect(tree[0]?.shareholders).toHaveLength(1);
  });
});
