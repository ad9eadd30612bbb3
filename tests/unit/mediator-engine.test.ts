import { describe, expect, test } from 'vitest';
import { analyzeDocuments } from '../../src/features/mediator/engine';

describe('analyzeDocuments (pure entry point)', () => {
  test('runs without a DOM and puts conflicts first', () => {
    const r = analyzeDocuments(
      [{ name: 'a.txt', text: 'CHILD SUPPORT\nFather shall pay child support of $900 per month.' }],
      [{ name: 'b.txt', text: 'CHILD SUPPORT\nFather shall pay child support of $1,200 per month.' }],
      'Parenting Agreement',
    );
    expect(r.findings[0]?.verdict).toBe('conflict');
    expect(r.findings[0]?.topicId).toBe('child-support');
  });
});
