import { describe, expect, test } from 'vitest';
import { headingBesideTopic, type Term } from '../../src/features/mediator/reportModel';
import { analyzeFixturePair } from '../mediationPair';

// A term's title in the mediator's report (Report.tsx, reportPdf.tsx): its topic, then its
// provision's heading after " · ", unless the heading says nothing the topic does not (session 25: the
// report showed "Communication · Communication").
const title = (t: Pick<Term, 'topic' | 'heading'>) => {
  const heading = headingBesideTopic(t.topic, t.heading);
  return heading ? `${t.topic} · ${heading}` : t.topic;
};

describe('the heading beside a topic', () => {
  test('a heading that repeats the topic is not shown again; case, punctuation and "&" for "and" aside', () => {
    expect(headingBesideTopic('Communication', 'Communication')).toBeNull();
    expect(headingBesideTopic('Communication', 'COMMUNICATION')).toBeNull();
    expect(headingBesideTopic('Dispute resolution', 'Dispute Resolution.')).toBeNull();
    expect(headingBesideTopic('Relocation & travel', 'Relocation and Travel')).toBeNull();
    expect(headingBesideTopic('Communication', null)).toBeNull();
    expect(headingBesideTopic('Communication', '')).toBeNull();
  });

  test('a heading whose words are all words of the topic is not shown either', () => {
    expect(headingBesideTopic('Relocation & travel', 'RELOCATION')).toBeNull();
    expect(headingBesideTopic('Parenting-time schedule', 'PARENTING TIME')).toBeNull();
    expect(headingBesideTopic('Child support & expenses', 'CHILD SUPPORT')).toBeNull();
    expect(headingBesideTopic('Legal custody & decision-making', 'Legal Custody')).toBeNull();
  });

  test('a heading that says more is shown as written', () => {
    expect(headingBesideTopic('Other terms', 'PARENTING AGREEMENT')).toBe('PARENTING AGREEMENT');
    expect(headingBesideTopic('Parenting-time schedule', 'Summer Schedule')).toBe('Summer Schedule');
  });

  test('custody-plan-1: each title says its topic once', () => {
    const report = analyzeFixturePair('custody-plan-1', 'Custody Plan');
    expect(report.oneSidedTerms.map(title)).toEqual(['Dispute resolution', 'Relocation & travel', 'Relocation & travel']);
    expect(report.recommendations.map(title)).toEqual([
      'Legal custody & decision-making',
      'Communication',
      'Exchanges & transportation',
    ]);
  });
});
