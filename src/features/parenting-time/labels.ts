/**
 * Short parent labels for calendar cells too narrow for a whole name: the first letter of
 * each name, or two letters when both start alike, or A and B. Pure TypeScript.
 */
import { english, type Translate } from '../../lib/translate';
import { parentName, type ScheduleData, type Side } from './model';

export interface ParentLabels {
  a: { name: string; short: string };
  b: { name: string; short: string };
}

export function parentLabels(s: Pick<ScheduleData, 'parentA' | 'parentB'>, t: Translate = english): ParentLabels {
  const na = parentName(s, 'a', t);
  const nb = parentName(s, 'b', t);
  const initials = (n: string, len: number) =>
    n
      .replace(/[^\p{L}\p{N}]/gu, '')
      .slice(0, len)
      .toUpperCase();
  let sa = initials(na, 1);
  let sb = initials(nb, 1);
  if (!sa || !sb || sa === sb) {
    sa = initials(na, 2);
    sb = initials(nb, 2);
  }
  if (!sa || !sb || sa === sb) {
    sa = 'A';
    sb = 'B';
  }
  return { a: { name: na, short: sa }, b: { name: nb, short: sb } };
}

export function labelOf(l: ParentLabels, p: Side): { name: string; short: string } {
  return p === 'a' ? l.a : l.b;
}
