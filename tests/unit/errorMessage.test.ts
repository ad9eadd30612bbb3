import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/lib/errorMessage';

describe('errorMessage', () => {
  it("gives an Error's message", () => {
    expect(errorMessage(new Error('The disk is full.'))).toBe('The disk is full.');
    expect(errorMessage(new TypeError('Bad value'), 'fallback')).toBe('Bad value');
  });
  it('gives the fallback ("" unless given) for an Error without a message or anything else thrown', () => {
    expect(errorMessage(new Error(''))).toBe('');
    expect(errorMessage(new Error(''), 'Nothing was changed.')).toBe('Nothing was changed.');
    expect(errorMessage('a string')).toBe('');
    expect(errorMessage(undefined, 'Something went wrong.')).toBe('Something went wrong.');
    expect(errorMessage({ message: 'not an Error' })).toBe('');
  });
});
