/**
 * Handing a communication over to the co-parenting journal from another tool (the message
 * coach), without either importing the other (docs/architecture-rules.md: features share
 * through the vault and page addresses). docs/journal.md, "Handoff from another tool".
 *
 * The sending tool:
 *   1. builds a `JournalCommunicationProposal` (checked with `parseJournalProposal`),
 *   2. stores it as the draft named `JOURNAL_HANDOFF_SLOT` through src/vault/drafts.ts
 *      (`const s = openDraftSlot(JOURNAL_HANDOFF_SLOT); s.changed(proposal); await s.close();`),
 *      so it is encrypted like any draft and never kept in plain text,
 *   3. links to `journalNewPath('communication')` (src/lib/pathQueries.ts).
 * The journal reads that draft once (`loadDraft(JOURNAL_HANDOFF_SLOT, parseJournalProposal)`),
 * opens a new communication entry filled with it, and removes the slot: the entry's own form
 * draft keeps the parent's typing from then on. Nothing is saved in the journal until the
 * parent presses Save.
 */
import { check, maxLength, object, optional, picklist, pipe, string, trim, type InferOutput } from 'valibot';
import { entry, parseOrThrow } from './schema';

/** The draft slot (src/vault/drafts.ts tool name) a proposal travels in. */
export const JOURNAL_HANDOFF_SLOT = 'journal-handoff';

/** How a communication reached the parent; the journal's communication entry uses the same list. */
export const COMMUNICATION_CHANNELS = [
  'text',
  'email',
  'app',
  'phone',
  'voicemail',
  'in-person',
  'social',
  'letter',
  'other',
] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];

export const CHANNEL_LABELS: Readonly<Record<CommunicationChannel, string>> = {
  text: 'Text message',
  email: 'Email',
  app: 'Co-parenting app',
  phone: 'Phone call',
  voicemail: 'Voicemail',
  'in-person': 'In person',
  social: 'Social media',
  letter: 'Letter',
  other: 'Other',
};

/** The longest pasted message kept in one entry (characters). */
const MAX_MESSAGE_TEXT = 20_000;

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date written YYYY-MM-DD (2027-02-30 is not). */
export function isIsoDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** A wall-clock time written HH:MM, 24-hour. */
export const isClockTime = (v: string): boolean => HH_MM.test(v);

const knownZones = new Map<string, boolean>();

/** An IANA time zone the browser knows ("America/Chicago"); remembered, as asking Intl is slow. */
export function isTimeZone(v: string): boolean {
  const known = knownZones.get(v);
  if (known !== undefined) return known;
  let ok = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(v);
  if (ok) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: v });
    } catch {
      ok = false;
    }
  }
  if (knownZones.size < 1000) knownZones.set(v, ok);
  return ok;
}

/**
 * When something happened, as the parent lived it: the local date and time and the time
 * zone they were in (an exchange across states keeps its own zone). Time may be empty when
 * the parent does not know it.
 */
export const happenedAtSchema = object({
  date: entry(
    pipe(string('Enter the date it happened.'), check(isIsoDate, 'Enter the date it happened, for example 2027-03-14.')),
  ),
  time: entry(
    pipe(
      string(),
      check((v) => v === '' || isClockTime(v), 'Enter the time as hours and minutes, for example 18:05.'),
    ),
  ),
  zone: entry(pipe(string('Choose a time zone.'), check(isTimeZone, 'Choose a time zone from the list.'))),
});
export type HappenedAt = InferOutput<typeof happenedAtSchema>;

/** What the sending tool proposes: the journal shows it in a new communication entry. */
export const journalProposalSchema = object({
  channel: entry(picklist(COMMUNICATION_CHANNELS, 'Choose how the message came.')),
  text: entry(
    pipe(
      string('Paste or type the message.'),
      trim(),
      maxLength(MAX_MESSAGE_TEXT, 'This message is too long to keep in one entry.'),
    ),
  ),
  happenedAt: entry(happenedAtSchema),
  summary: optional(pipe(string(), trim(), maxLength(2_000, 'Keep the summary under 2,000 characters.'))),
});
export type JournalCommunicationProposal = InferOutput<typeof journalProposalSchema>;

/** The proposal, checked; a TypeError naming the first problem otherwise. */
export function parseJournalProposal(value: unknown): JournalCommunicationProposal {
  return parseOrThrow(journalProposalSchema, value);
}
