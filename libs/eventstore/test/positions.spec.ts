import { comparePositions, parsePosition, Position, positionToString } from '../src';

const at = (commit: bigint, prepare: bigint): Position => ({ commit, prepare });

describe('positions', () => {
  it('orders by commit, then by prepare', () => {
    const sorted = [at(2n, 1n), at(1n, 9n), at(2n, 0n), at(1n, 3n)].sort(comparePositions);
    expect(sorted).toEqual([at(1n, 3n), at(1n, 9n), at(2n, 0n), at(2n, 1n)]);
    expect(comparePositions(at(5n, 5n), at(5n, 5n))).toBe(0);
  });

  it('round-trips through text, beyond the safe integer range', () => {
    const position = at(2n ** 62n + 1n, 9_007_199_254_740_993n);
    expect(positionToString(position)).toBe('4611686018427387905/9007199254740993');
    expect(parsePosition(positionToString(position))).toEqual(position);
  });

  it('refuses text that is not a position', () => {
    expect(() => parsePosition('12')).toThrow(SyntaxError);
    expect(() => parsePosition('-1/2')).toThrow(SyntaxError);
  });
});
