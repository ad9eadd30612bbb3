/**
 * The typed values a provision decides (meaning.ts) as values the report says in the language
 * on screen (say.ts), read from each slot's canonical key: "Party A: Thanksgiving with the
 * Mother every year. Party B: Thanksgiving: alternating, the Father in even-numbered years."
 * A value this does not know is quoted as the engine wrote it. Plain TypeScript, no DOM.
 */
import { roleArg, unitArg } from './detailArgs';
import { MONTH_NAMES } from './detailWords';
import { PERIOD_LABEL, type Period } from './extract';
import { sideValues, type Meaning, type Value } from './meaningValues';
import { doc, list, say, type Arg, type MsgId, type Say } from './say';

const AREA: Record<string, MsgId> = {
  education: 'mv_area_education',
  'health care': 'mv_area_health',
  religion: 'mv_area_religion',
  'extracurricular activities': 'mv_area_extracurricular',
  'child care': 'mv_area_childcare',
  welfare: 'mv_area_welfare',
};
const HOLIDAY: Record<string, MsgId> = {
  Thanksgiving: 'mv_h_thanksgiving',
  'Christmas Eve': 'mv_h_christmas_eve',
  'Christmas Day': 'mv_h_christmas_day',
  Christmas: 'mv_h_christmas',
  'the winter break': 'mv_h_winter_break',
  'the spring break': 'mv_h_spring_break',
  Easter: 'mv_h_easter',
  "Mother's Day": 'mv_h_mothers_day',
  "Father's Day": 'mv_h_fathers_day',
  "New Year's": 'mv_h_new_year',
  'the Fourth of July': 'mv_h_july_4',
  'Memorial Day': 'mv_h_memorial_day',
  'Labor Day': 'mv_h_labor_day',
  Halloween: 'mv_h_halloween',
  'Mardi Gras': 'mv_h_mardi_gras',
  'Martin Luther King Day': 'mv_h_mlk_day',
  "Presidents' Day": 'mv_h_presidents_day',
  'the children’s birthdays': 'mv_h_birthdays',
  Diwali: 'mv_h_diwali',
  Hanukkah: 'mv_h_hanukkah',
  Eid: 'mv_h_eid',
  'Rosh Hashanah': 'mv_h_rosh_hashanah',
  'Yom Kippur': 'mv_h_yom_kippur',
  Passover: 'mv_h_passover',
  'the Lunar New Year': 'mv_h_lunar_new_year',
  Kwanzaa: 'mv_h_kwanzaa',
  Juneteenth: 'mv_h_juneteenth',
};
const CHANNEL: Record<string, MsgId> = {
  'text message': 'mv_ch_text',
  email: 'mv_ch_email',
  telephone: 'mv_ch_phone',
  'a co-parenting app': 'mv_ch_app',
  'a shared notebook': 'mv_ch_notebook',
};
/** Who or what a parent or both choose (meaningCustody.ts readChooser, slot `chosen:<thing>`). */
const CHOSEN_THING: Record<string, MsgId> = {
  mediator: 'mv_thing_mediator',
  'parenting coordinator': 'mv_thing_coordinator',
  counselor: 'mv_thing_counselor',
  doctor: 'mv_thing_doctor',
  school: 'mv_thing_school',
};
const FINAL: Record<string, MsgId> = {
  'decision-maker': 'mv_final_decision_maker',
  arbitrator: 'mv_final_arbitrator',
  court: 'mv_final_court',
  consultant: 'mv_final_consultant',
  mediation: 'mv_final_mediation',
};
const PERIOD_OF = new Map(Object.entries(PERIOD_LABEL).map(([p, words]) => [words, p as Period]));

/**
 * A parent a document names by their role rather than as the Mother or the Father: a Texas
 * order's conservators, "the custodial parent" (keys as meaningSchedule.ts/meaningMoney.ts write them).
 */
const ROLE_KEY: Readonly<Record<string, string>> = {
  'possessory conservator': 'possessory',
  'managing conservator': 'managing',
  'custodial parent': 'custodial',
  'noncustodial parent': 'noncustodial',
  'residential parent': 'residential',
  'nonresidential parent': 'nonresidential',
};

/** A parent, named as the value names them (a settlement's "the Wife" / "the Husband"). */
function parent(key: string, text: string): Arg | null {
  if (ROLE_KEY[key]) return roleArg(ROLE_KEY[key]);
  if (key !== 'mother' && key !== 'father') return null;
  if (/\bthe Wife\b/.test(text) && key === 'mother') return roleArg('wife');
  if (/\bthe Husband\b/.test(text) && key === 'father') return roleArg('husband');
  return roleArg(key);
}

const area = (name: string): Arg | null => (AREA[name] ? say(AREA[name]) : null);

/** "$1,200.00 per month" as the engine wrote it (extract.ts formatMoney) into an amount and its period. */
function money(written: string): Arg | null {
  const perChild = / per child$/.test(written);
  const text = written.replace(/ per child$/, '');
  const m = /\$([\d,]+)(?:\.(\d\d))?(?: (.+))?$/.exec(text);
  if (!m) return null;
  const period = m[3] ? PERIOD_OF.get(m[3]) : undefined;
  if (m[3] && !period) return null;
  return {
    $: 'money',
    cents: Number((m[1] as string).replace(/,/g, '')) * 100 + Number(m[2] ?? 0),
    ...(period ? { period } : {}),
    ...(perChild ? { perChild } : {}),
  };
}

/** "2 months", "10 business days" as details.ts writes a period. */
function period(text: string): Arg | null {
  const m = /\b(\d+(?:\.\d+)?)( business)? (hour|day|week|month|year)s?\b/.exec(text);
  return m ? unitArg(Number(m[1]), m[3] as 'day', !!m[2]) : null;
}

function known(slot: string, v: Value): Arg | null {
  const { key, text } = v;
  const [kind, rest] = [slot.split(':')[0] as string, slot.slice(slot.indexOf(':') + 1)];
  // A parent's income (meaningMoney.ts readIncome): "the Father's income of $4,800 per month".
  if (kind === 'income') {
    const p = parent(rest, text);
    const amount = money(text.replace(/^.*\bearns /, ''));
    return p && amount ? say('mv_income_of', { parent: p, amount }) : null;
  }
  if (kind === 'holiday' || kind === 'holiday-half') {
    const holiday = HOLIDAY[rest];
    if (!holiday) return null;
    const h = say(holiday);
    if (key === 'split') return say('mv_holiday_split', { holiday: h });
    if (key === 'regular') return say('mv_holiday_regular', { holiday: h });
    if (key === 'other-parent') return say('mv_holiday_other_parent', { holiday: h });
    // A split holiday's key is the parent with the first half in even years ("mother").
    if (kind === 'holiday-half') {
      const p = parent(key, text);
      return p ? say('mv_holiday_first_half', { holiday: h, parent: p }) : null;
    }
    const [rule, who] = key.split(':');
    // With a grandparent or a named person (meaningSchedule.ts thirdHolder): in the document's words.
    if (rule === 'fixed' && who === 'other') {
      const named = text.slice(text.indexOf(' with ') + 6);
      return say('mv_holiday_with_other', { holiday: h, persona: doc(named) });
    }
    const p = parent(who ?? '', text);
    if (!p) return null;
    return say(rule === 'fixed' ? 'mv_holiday_fixed' : rule === 'alternate' ? 'mv_holiday_alternate' : 'mv_holiday_split', {
      holiday: h,
      parent: p,
    });
  }
  // Who pays a household debt (meaningMoney.ts readDebts): the debt in the document's words.
  if (kind === 'pays') {
    const debt = doc(`the ${rest}`);
    if (key === 'equal') return say('mv_debt_half', { debt });
    const shares = /^father:(\d+),mother:(\d+)$/.exec(key);
    if (shares)
      return say('mv_debt_shares', {
        father: roleArg('father'),
        mother: roleArg('mother'),
        fp: Number(shares[1]),
        mp: Number(shares[2]),
        debt,
      });
    const p = parent(key, text);
    return p ? say('mv_debt_parent', { parent: p, debt }) : null;
  }
  if (kind === 'activity') return say('mv_activity_continues', { activity: doc(text.replace(/ continue$/, '')) });
  if (kind === 'chosen') {
    const thing = CHOSEN_THING[rest];
    if (!thing) return null;
    if (key === 'joint') return say('mv_chosen_jointly', { thing: say(thing) });
    const p = parent(key, text);
    return p ? say('mv_chosen_by', { thing: say(thing), parent: p }) : null;
  }
  if (kind === 'custody.area') {
    const a = area(rest);
    if (!a) return null;
    if (key === 'joint') return say('mv_area_joint', { area: a });
    const p = parent(key, text);
    return p ? say('mv_area_parent', { parent: p, area: a }) : null;
  }
  switch (slot) {
    case 'custody.decision': {
      if (key === 'joint') return say('mv_joint');
      const p = parent(key.replace(/^sole:/, ''), text);
      return p ? say('mv_sole_for', { parent: p }) : key === 'sole:unnamed' ? say('mv_sole') : null;
    }
    case 'custody.physical': {
      if (key === 'joint') return say('mv_physical_joint');
      const [kind, who] = key.split(':');
      if (kind !== 'sole' && kind !== 'primary') return null;
      const p = parent(who ?? '', text);
      return p ? say(kind === 'sole' ? 'mv_physical_sole' : 'mv_physical_primary', { parent: p }) : null;
    }
    case 'custody.areas': {
      const areas = key.split(',').map(area);
      return areas.every(Boolean) ? say('mv_areas', { areas: list(areas as Arg[]) }) : null;
    }
    case 'custody.consult': {
      if (key === 'mutual') return say('mv_consult_mutual');
      const [p, q] = key.split('>').map((x) => parent(x, text));
      return p && q ? say('mv_consult', { parent: p, other: q }) : null;
    }
    case 'custody.final': {
      const p = parent(key, text);
      // "follow the recommendation of the school counselor": the adviser in the document's words.
      if (key.startsWith('adviser:')) return say('mv_final_adviser', { name: doc(key.slice('adviser:'.length)) });
      return p ? say('mv_final_parent', { parent: p }) : FINAL[key] ? say(FINAL[key]) : null;
    }
    case 'dispute.mediator':
      return key === 'court' ? say('mv_mediator_court') : key === 'private' ? say('mv_mediator_private') : null;
    case 'relocation.objection': {
      const days = period(text);
      return days ? say('mv_objection', { days }) : null;
    }
    case 'relocation.notice': {
      if (key === 'asap') return say('mv_notice_asap');
      const days = period(text);
      return days ? say('mv_notice', { days }) : null;
    }
    case 'info.changes': {
      const days = period(text);
      return days ? say('mv_contact_changes', { days }) : null;
    }
    case 'travel.consent':
      return key === 'consent' ? say('mv_travel_consent') : null;
    case 'info.share':
      return key === 'mutual' ? say('mv_info_share') : null;
    case 'info.records':
      return key === 'both' ? say('mv_records_both') : null;
    case 'holiday.precedence':
      return key === 'holidays-first' ? say('mv_holiday_precedence') : null;
    case 'summer.share':
      return key === 'half' ? say('mv_summer_half') : null;
    case 'summer.choose-by': {
      const [name, day] = key.split(' ');
      const month = MONTH_NAMES.indexOf(name ?? '') + 1;
      return month > 0 && Number(day) > 0 ? say('mv_summer_choose_by', { date: { $: 'date', month, day: Number(day) } }) : null;
    }
    case 'vacation.weeks': {
      const n = Number(key);
      return Number.isFinite(n) ? say(n === 1 ? 'mv_vacation_week' : 'mv_vacation_weeks', { n }) : null;
    }
    case 'vacation.notice': {
      const days = period(text);
      return days ? say('mv_vacation_notice', { days }) : null;
    }
    case 'relocation.distance': {
      if (key === 'state') return say('mv_move_out_of_state');
      const miles = Number(/^(\d+)mi$/.exec(key)?.[1]);
      return Number.isFinite(miles) ? say('mv_move_distance', { miles }) : null;
    }
    case 'conduct.litigation':
      return key === 'no' ? say('mv_litigation_no') : null;
    case 'conduct.social-media':
      return say(key === 'consent' ? 'mv_social_media_consent' : 'mv_social_media_no');
    case 'activities.rides':
      return key === 'parent-with-time' ? say('mv_activities_rides') : null;
    case 'care.first-refusal': {
      if (key === 'overnight') return say('mv_first_refusal_overnight');
      if (key === 'yes') return say('mv_first_refusal');
      const n = /^(\d+)h$/.exec(key)?.[1];
      return n ? say('mv_first_refusal_hours', { n: Number(n) }) : null;
    }
    case 'travel.notice': {
      const days = period(text);
      return days ? say('mv_travel_notice', { days }) : null;
    }
    case 'relocation.consent':
      return key === 'consent' ? say('mv_consent') : key === 'court' ? say('mv_court_approval') : null;
    case 'custody.daily': {
      if (key === 'with-parent') return say('mv_daily');
      const p = parent(key, text);
      return p ? say('mv_daily_parent', { parent: p }) : null;
    }
    case 'contact.weekly':
      return key === '1' ? say('mv_calls_week_once') : say('mv_calls_week_n', { n: Number(key) });
    case 'travel.length':
      return /^\d+d$/.test(key) ? say('mv_trip_length_days', { n: Number(key.slice(0, -1)) }) : null;
    case 'travel.reasonable':
      return say('mv_trip_reasonable');
    case 'travel.passport':
      return say(key === 'consent|court' ? 'mv_passport_consent_court' : 'mv_passport_consent');
    case 'leave.time':
      return key === 'whole' ? say('mv_leave_whole') : say('mv_leave_days', { n: Number(key.replace(/d$/, '')) });
    case 'dispute.first':
      return say(key === 'consultant' ? 'mv_dispute_first_consultant' : 'mv_dispute_first');
    case 'plan.duration':
      return say('mv_until_emancipation');
    case 'contact.calls':
      return key === 'reasonable' ? say('mv_calls_reasonable') : key === 'daily' ? say('mv_calls_daily') : null;
    case 'conduct.disparage':
      return say(key === 'no' ? 'mv_no_disparaging' : 'mv_no_disparaging_children');
    case 'school.place': {
      const place = /^schools in (.+)$/.exec(text)?.[1];
      return place ? say('mv_schools', { place: doc(place) }) : null;
    }
    case 'school.address': {
      const p = parent(key, text);
      return p ? say('mv_school_address', { parent: p }) : null;
    }
    case 'communication.channel': {
      const ch = key.split(',').map((c) => CHANNEL[c]);
      return ch.every(Boolean)
        ? say('mv_by', { channels: { $: 'list', items: ch.map((c) => say(c as MsgId)), sep: 'or' } })
        : null;
    }
    case 'communication.response': {
      const n = /^(\d+)h$/.exec(key)?.[1];
      return n ? say('mv_replies', { n: Number(n) }) : null;
    }
    case 'support.payer':
    case 'spousal.payer': {
      const child = slot === 'support.payer';
      if (key === 'none') return say(child ? 'mv_no_child_support' : 'mv_no_spousal_support');
      const p = parent(key, text);
      return p ? say(child ? 'mv_pays_child_support' : 'mv_pays_spousal_support', { parent: p }) : null;
    }
    case 'support.amount':
    case 'spousal.amount': {
      const amount = money(text);
      return amount ? say(slot === 'support.amount' ? 'mv_child_support_of' : 'mv_spousal_support_of', { amount }) : null;
    }
    case 'insurance.carrier': {
      const p = parent(key, text);
      return p ? say('mv_insurance', { parent: p }) : null;
    }
    case 'uncovered.split': {
      if (key === 'equal') return say('mv_uncovered_equal');
      if (key === 'pro-rata') return say('mv_uncovered_prorata');
      const by = /^father:([\d.]+),mother:([\d.]+)$/.exec(key);
      if (by)
        return say('mv_uncovered_by', {
          father: roleArg('father'),
          f: Number(by[1]),
          mother: roleArg('mother'),
          m: Number(by[2]),
        });
      const all = /^all:(\w+)$/.exec(key);
      const p = all ? parent(all[1] as string, text) : null;
      if (p) return say('mv_uncovered_all', { parent: p });
      const shares = key.split('/').map(Number);
      return shares.length > 1 && shares.every(Number.isFinite)
        ? say('mv_uncovered_shares', { shares: { $: 'list', items: shares.map((n) => say('rt_percent', { n })), sep: 'slash' } })
        : null;
    }
    case 'costs.split': {
      if (key === 'equal') return say('mv_costs_half');
      if (key === 'pro-rata') return say('mv_costs_prorata');
      if (key === 'own') return say('mv_costs_own');
      const by = /^father:([\d.]+),mother:([\d.]+)$/.exec(key);
      if (by)
        return say('mv_costs_by', { father: roleArg('father'), f: Number(by[1]), mother: roleArg('mother'), m: Number(by[2]) });
      const p = parent(key.replace(/^all:/, ''), text);
      return p ? say('mv_costs_all', { parent: p }) : null;
    }
    case 'tax.claim': {
      if (key === 'split') return say('mv_tax_split');
      const all = /^(\w+):all$/.exec(key);
      if (all) {
        const p = parent(all[1] as string, text);
        return p ? say('mv_tax_all', { parent: p }) : null;
      }
      const years = key.split(',').map((x) => {
        const [who, y] = x.split(':');
        const p = parent(who ?? '', text);
        return p && (y === 'even' || y === 'odd')
          ? say('rt_parent_years', { parent: p, years: say(y === 'even' ? 'rt_even_years' : 'rt_odd_years') })
          : null;
      });
      return years.every(Boolean) ? say('mv_tax_years', { holders: list(years as Arg[]) }) : null;
    }
    case 'schedule.home': {
      if (key === 'shared') {
        const pattern = /\(([^)]+)\)$/.exec(text)?.[1] ?? 'equal time';
        return say('mv_home_shared', {
          pattern:
            pattern === 'alternating weeks'
              ? say('mv_pattern_alternating')
              : /^[\d-]+$/.test(pattern)
                ? pattern
                : say('mv_pattern_equal'),
        });
      }
      const p = parent(key, text);
      return p ? say('mv_home_parent', { parent: p }) : null;
    }
    case 'schedule.pattern':
      return pattern(key, text);
    case 'summer.pattern': {
      if (key === 'regular') return say('mv_summer_regular');
      const p = pattern(key, text.replace(/^in the summer, /, ''));
      return p ? say('mv_summer_pattern', { pattern: p }) : null;
    }
    case 'schedule.days': {
      const parts = key.split(',').map((x) => {
        const [who, n] = x.split(':');
        const p = parent(who ?? '', text);
        return p && n ? say('mv_days_year', { n: Number(n), parent: p }) : null;
      });
      return parts.every(Boolean) ? list(parts as Arg[]) : null;
    }
    case 'schedule.midweek': {
      const [days, overnight] = key.split(':');
      const items = (days ?? '').split(',').map((d) => roleFreeDay(d));
      return items.every(Boolean)
        ? say(overnight ? 'mv_midweek_overnight' : 'mv_midweek', { days: { $: 'list', items: items as Arg[], sep: 'and' } })
        : null;
    }
    case 'summer.weeks': {
      // A count of days that is no whole number of weeks ("45 days"): "45d".
      if (/^\d+d$/.test(key)) return say('mv_summer_days', { n: Number(key.slice(0, -1)) });
      const n = Number(key);
      return Number.isFinite(n) ? say(n === 1 ? 'mv_summer_week' : 'mv_summer_weeks', { n }) : null;
    }
    case 'summer.holder': {
      if (key === 'each') return say('mv_summer_each');
      const p = parent(key, text);
      return p ? say('mv_summer_parent', { parent: p }) : null;
    }
    case 'exchange.when': {
      const m = /^(\w+)@(\d\d):(\d\d)$/.exec(key);
      const day = m ? roleFreeDay(m[1] as string) : null;
      return m && day ? say('mv_exchange_when', { day, time: { $: 'time', minutes: Number(m[2]) * 60 + Number(m[3]) } }) : null;
    }
    case 'exchange.place': {
      // A place the document names ("McDonald's on Main Street"): its own words.
      const named = key.startsWith('place:') ? /^exchanges at (.+)$/.exec(text)?.[1] : undefined;
      if (named) return say('mv_exchange_at', { place: doc(named) });
      if (key === 'police') return say('mv_exchange_police');
      // Two places, the school first (meaningSchedule.ts readExchanges).
      if (key === 'police|school') return list([say('mv_exchange_school'), say('mv_exchange_police')], 'or');
      if (key === 'curbside') return say('mv_exchange_curbside');
      if (key === 'grandparent') return say('mv_exchange_grandparent');
      if (key === 'school') return say('mv_exchange_school');
      const who = key.replace(/^home:/, '');
      const p = parent(who, text);
      // A parent named by role: "the residence of the Possessory Conservator", as the order words it.
      return p ? say(ROLE_KEY[who] ? 'mv_exchange_residence' : 'mv_exchange_home', { parent: p }) : null;
    }
    case 'exchange.transport': {
      if (key === 'receiving') return say('mv_receiving');
      if (key === 'delivering') return say('mv_delivering');
      if (key === 'shared') return say('mv_driving_shared');
      const p = parent(key, text);
      return p ? say('mv_drives', { parent: p }) : null;
    }
    default:
      return null;
  }
}

/** A pattern of weeks: "alternating weeks", "every other weekend", a named rotation. */
function pattern(key: string, text: string): Arg | null {
  if (key === 'alternating weeks') return say('mv_pattern_alternating');
  if (key === 'every other weekend') return say('rt_every_other_weekend');
  if (/^equal (?:parenting )?time$/.test(key)) return say('mv_pattern_equal');
  // The rotation as the document names it ("5-2-2-5"); the key is its cycle ("2-2-5-5").
  if (/^[\d-]+$/.test(key)) return say('mv_pattern_rotation', { name: /^[\d-]+$/.test(text) ? text : key });
  // Weekends by their place in the month (meaningSchedule.ts): "weekends 2,4" is the second and fourth.
  const nth = /^weekends ([1-5](?:,[1-5])*)$/.exec(key)?.[1];
  if (nth)
    return say('mv_pattern_month_weekends', {
      weeks: { $: 'list', items: nth.split(',').map((n) => say(`mv_ord_${n}` as MsgId)), sep: 'and' },
    });
  return null;
}

const DAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
function roleFreeDay(d: string): Arg | null {
  const day = d.toLowerCase();
  return DAYS.has(day) ? say(`rt_day_${day}` as MsgId) : null;
}

/** One value for the report: from its slot and key, or as the engine wrote it. */
function valueArg(slot: string, v: Value): Arg {
  return known(slot, v) ?? doc(v.text);
}

/** "Party A: … Party B: …" for the slots that differ. */
export function meaningSay(a: Meaning, b: Meaning, slots: string[]): Say {
  const side = (m: Meaning): Arg => ({
    ...(list(
      sideValues(m, slots).map(([s, v]) => valueArg(s, v)),
      'semicolon',
    ) as Extract<Arg, { $: 'list' }>),
    cap: true,
  });
  return say('rt_meaning', { a: side(a), b: side(b) });
}
