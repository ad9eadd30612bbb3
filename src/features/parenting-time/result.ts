/** What the schedule engine (schedule.ts) returns: who has the children when, and the counts. */
import type { Side } from './model';

/** The label of a weekly evening visit's time (midweek or Thursday evening, no overnight). */
export const EVENING_VISIT = 'Evening visit';

export interface Segment {
  /** Local minutes (day * 1440 + minute), start inclusive, end exclusive. */
  start: number;
  end: number;
  parent: Side;
  /** Holiday, vacation or change name when a layer above the regular pattern set this time. */
  label: string;
}

export interface Counts {
  a: number;
  b: number;
}

export interface MonthCount extends Counts {
  y: number;
  m: number;
  hoursA: number;
  hoursB: number;
}

export interface YearCount extends Counts {
  startDay: number;
  endDay: number;
}

export interface DayInfo {
  day: number;
  /** Who has the overnight that starts this evening. */
  night: Side;
  /** Changes of hands during this day: minute after midnight and the parent taking over. */
  changes: Array<{ minute: number; parent: Side }>;
  /** Names of the layers touching this day (holidays, vacations, changes). */
  labels: string[];
  /** The parent with a weekly evening visit this day (no overnight), when there is one. */
  evening?: Side;
}

export interface ScheduleResult {
  startDay: number;
  /** Exclusive. */
  endDay: number;
  nights: Counts;
  hours: Counts | null;
  months: MonthCount[];
  years: YearCount[];
  days: DayInfo[];
  /** Custody blocks covering the window exactly, one per stretch with one parent. */
  segments: Segment[];
}
