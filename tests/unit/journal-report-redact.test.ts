// "Hide addresses and phone numbers" (src/features/journal/report/redact.ts): exact outputs on
// US addresses and phone numbers written the ways parents write them, and the dates, times,
// amounts and report numbers that must come out unchanged.
import { describe, expect, it } from 'vitest';
import { redactText } from '../../src/features/journal/report/redact';

describe('redactText hides', () => {
  it.each([
    ['Pick-up at 1420 N Maple Ave, Apt 3B, Springfield, IL 62704 at 18:05.', 'Pick-up at [address hidden] at 18:05.'],
    ['She moved to 77 W. 5th St. #12 Chicago IL 60601-1234 last week', 'She moved to [address hidden] last week'],
    ['Mail goes to P.O. Box 4432, Austin, TX 78701.', 'Mail goes to [address hidden].'],
    ['Mail goes to PO Box 12 now', 'Mail goes to [address hidden] now'],
    ['Meet at 4500 US Highway 19 by the gas station', 'Meet at [address hidden] by the gas station'],
    ['Farm is at 12010 County Road 5, Unit 2', 'Farm is at [address hidden]'],
    ['Lives at 221 B Baker Street now', 'Lives at [address hidden] now'],
    ['exchange at 12 1/2 Oak Ln', 'exchange at [address hidden]'],
    ['her new place: 3901 Martin Luther King Jr Blvd Suite 200', 'her new place: [address hidden]'],
    ['drop-off at 350 Fifth Avenue, New York, NY 10118', 'drop-off at [address hidden]'],
    ['the school, 600 E Grand Ave SE, Washington, DC 20003', 'the school, [address hidden]'],
    ['123 main st', '[address hidden]'],
    ['Springfield, IL 62704 is where the school is', '[address hidden] is where the school is'],
  ])('the address in %j', (input, output) => {
    expect(redactText(input)).toBe(output);
  });

  it.each([
    ['call me at (312) 555-0198', 'call me at [phone hidden]'],
    ['or 312-555-0198, 312.555.0198 or 312 555 0198', 'or [phone hidden], [phone hidden] or [phone hidden]'],
    ['her cell is +1 312 555 0198', 'her cell is [phone hidden]'],
    ['work line 1-800-555-0199 ext. 42 daily', 'work line [phone hidden] daily'],
    ['(312)555-0198!', '[phone hidden]!'],
    ['text 3125550198 tonight', 'text [phone hidden] tonight'],
    ['called from 13125550198', 'called from [phone hidden]'],
    ['old number 555-0134; UK +44 20 7946 0958', 'old number [phone hidden]; UK [phone hidden]'],
    ['email jane.doe+court@example.com please', 'email [email hidden] please'],
  ])('the phone number or email in %j', (input, output) => {
    expect(redactText(input)).toBe(output);
  });
});

describe('redactText keeps', () => {
  it.each([
    'On 2027-03-14 at 6:30 PM she paid $1,234.56.',
    'Police report R-2027-114, case 24-118832, No. 2024-DR-001234, report number 2024001234.',
    'Dates 3/14/27, 03/14/2027 and 14.03.2027; 10:15-11:30; the years 2024-2025.',
    'Invoice 555-12345 and Case 24-555-123-4567 stay whole.',
    'She waited 20 minutes at the Court house.',
    'We drove 3 miles to the Park. Paid 45 dollars for the Drive-in.',
    'at 5 pm on Main Street',
    'The ZIP 62704 alone, $62,704.00 and 5,000 entries.',
    'Amounts: $45.50, $555.10 and 312.55 dollars.',
    'Ana (age 7) had 2 teeth out; 1 in 3 calls answered.',
    '',
  ])('%j as it is', (input) => {
    expect(redactText(input)).toBe(input);
  });
});
