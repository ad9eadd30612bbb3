/**
 * Each typed detail (details.ts) as a value the report says in the language on screen (say.ts),
 * read from the detail's canonical key; a detail this does not know is quoted as written.
 * Plain TypeScript, no DOM.
 */
import { doc, say, type Arg, type MsgId } from './say';

const DAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
const ORD: Record<string, MsgId> = {
  '1': 'rt_ord_1',
  '2': 'rt_ord_2',
  '3': 'rt_ord_3',
  '4': 'rt_ord_4',
  '5': 'rt_ord_5',
  '9': 'rt_ord_last',
};
const COUNT: Record<string, MsgId> = {
  overnights: 'rt_c_overnights',
  weekends: 'rt_c_weekends',
  visits: 'rt_c_visits',
  payments: 'rt_c_payments',
  installments: 'rt_c_installments',
  calls: 'rt_c_calls',
  children: 'rt_c_children',
  hours: 'rt_u_hours',
};
const ROLES = new Set([
  'mother',
  'father',
  'petitioner',
  'respondent',
  'both',
  'child',
  'wife',
  'husband',
  'possessory',
  'managing',
  'custodial',
  'noncustodial',
  'residential',
  'nonresidential',
]);
type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** "30 days", "1 week", "10 business days". */
export function unitArg(n: number, unit: Unit, business: boolean): Arg {
  const one = n === 1;
  if (business)
    return unit === 'day' ? say(one ? 'rt_u_business_day' : 'rt_u_business_days', { n }) : doc(`${n} business ${unit}s`);
  return say(`rt_u_${unit}${one ? '' : 's'}` as MsgId, { n });
}

/** A parent as the report names them ("the Mother", "la madre"). */
export function roleArg(role: string): Arg {
  return ROLES.has(role) ? say(`rt_role_${role}` as MsgId) : doc(role);
}

const dayArg = (d: string): Arg => (DAYS.has(d) ? say(`rt_day_${d}` as MsgId) : doc(d));

const FREQ_NOUN: Record<string, MsgId> = {
  day: 'rt_noun_day',
  week: 'rt_noun_week',
  weekend: 'rt_noun_weekend',
  month: 'rt_noun_month',
  year: 'rt_noun_year',
};
/** How often ("every weekend", "every other Wednesday", "2 times a week"), as details.ts reads it. */
export function frequencyArg(times: number, span: number, unit: string): Arg {
  const noun = FREQ_NOUN[unit];
  const u = DAYS.has(unit) ? dayArg(unit) : noun ? say(noun) : doc(unit);
  if (span === 2) return say('rt_freq_other', { unit: u });
  return times === 1 ? say('rt_freq_every', { unit: u }) : say('rt_freq_times', { n: times, unit: u });
}

/** `kind` is a DetailKind of details.ts (named as a string here, so the two files do not import each other). */
export function detailArg(kind: string, key: string, text: string): Arg {
  switch (kind) {
    case 'date': {
      const m = /^(\d{2})-(\d{2})(?:-(\d{4}))?$/.exec(key);
      if (m) return { $: 'date', month: Number(m[1]), day: Number(m[2]), ...(m[3] ? { year: Number(m[3]) } : {}) };
      break;
    }
    case 'time':
      if (key === 'school-dismissal') return say('rt_school_dismissal');
      if (key === 'school-start') return say('rt_school_resumes');
      if (/^\d+$/.test(key)) return { $: 'time', minutes: Number(key) };
      break;
    case 'percent':
      if (Number.isFinite(Number(key))) return say('rt_percent', { n: Number(key) });
      break;
    case 'weekday':
      return dayArg(key);
    case 'parity':
      if (key === 'even' || key === 'odd') return say(key === 'even' ? 'rt_even_years' : 'rt_odd_years');
      break;
    case 'parent':
      return roleArg(key);
    case 'count': {
      const m = /^([\d.]+) (\w+)$/.exec(key);
      const id = m ? COUNT[m[2] as string] : undefined;
      if (m && id) return say(id, { n: Number(m[1]) });
      break;
    }
    case 'weeks': {
      if (key === 'alternate weekend') return say('rt_every_other_weekend');
      if (key === 'alternate friday') return say('rt_every_other_friday');
      if (key === 'equal time') return say('rt_equal_time_weeks');
      if (key === 'primary home') return say('rt_primary_home');
      if (key === 'split week') return say('rt_split_week');
      const m = /^([\d,]+) (\w+)$/.exec(key);
      if (m) {
        const ords = (m[1] as string).split(',').map((o) => ORD[o]);
        const noun = m[2] as string;
        const nounArg = DAYS.has(noun) ? dayArg(noun) : noun === 'weekend' || noun === 'week' ? say(`rt_noun_${noun}`) : null;
        if (nounArg && ords.every(Boolean))
          return say('rt_ords', { ords: { $: 'list', items: ords.map((o) => say(o as MsgId)) }, noun: nounArg });
      }
      break;
    }
    default:
      break;
  }
  return doc(text);
}
