import { describe, expect, it } from 'vitest';
import {
  buildMailto,
  encodeMailtoValue,
  isEmailAddress,
  mailCopyText,
  mailHandoff,
  MAILTO_MAX_LENGTH,
  MAILTO_TRUNCATION_NOTE,
} from '../../src/lib/mailto';

/** Reads a mailto: link back the way a mail client does. */
function parse(href: string) {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: decodeURIComponent(url.searchParams.has('subject') ? href.split('subject=')[1]!.split('&')[0]! : ''),
    body: decodeURIComponent(href.split('&body=')[1] ?? ''),
  };
}

describe('isEmailAddress', () => {
  it.each(['support@evenground.app', 'a.b+c@example.co.uk', ' x@y.io '])('accepts %s', (a) => {
    expect(isEmailAddress(a)).toBe(true);
  });
  it.each(['', 'support', 'a@b', '@b.com', 'a@.com', 'a b@c.com', 'a@b.com?cc=x@y.z', 'a@b.com,c@d.com', 'a@b.c.'])(
    'rejects %j',
    (a) => {
      expect(isEmailAddress(a)).toBe(false);
    },
  );
});

describe('encodeMailtoValue', () => {
  it('percent-encodes reserved characters so nothing leaks into other fields', () => {
    expect(encodeMailtoValue('a&b=c?d#e%f+g h')).toBe('a%26b%3Dc%3Fd%23e%25f%2Bg%20h');
  });
  it('turns every kind of line break into CRLF', () => {
    expect(encodeMailtoValue('one\ntwo\r\nthree\rfour')).toBe('one%0D%0Atwo%0D%0Athree%0D%0Afour');
  });
  it('encodes non-ASCII text as UTF-8', () => {
    expect(encodeMailtoValue('café 👋')).toBe('caf%C3%A9%20%F0%9F%91%8B');
  });
  it('replaces an unpaired surrogate instead of throwing', () => {
    expect(encodeMailtoValue('a\uD800b')).toBe('a%EF%BF%BDb');
  });
});

describe('buildMailto', () => {
  it('builds the exact link for a short message', () => {
    const m = buildMailto({ to: 'support@evenground.app', subject: 'Hello & welcome', body: 'Line 1\nLine 2' });
    expect(m).toEqual({
      href: 'mailto:support@evenground.app?subject=Hello%20%26%20welcome&body=Line%201%0D%0ALine%202',
      truncated: false,
      body: 'Line 1\nLine 2',
    });
  });

  it('round-trips subject and body through a URL parser', () => {
    const body = 'Dear team,\n\nMy ex & I agreed: 50/50? Yes = good. 100% 🙂\n#hope';
    const m = buildMailto({ to: 'stories@evenground.app', subject: 'My story: "hope"', body });
    const p = parse(m.href);
    expect(p.to).toBe('stories@evenground.app');
    expect(p.subject).toBe('My story: "hope"');
    expect(p.body).toBe(body.replace(/\n/g, '\r\n'));
  });

  it('rejects a recipient that is not a plain address', () => {
    expect(() => buildMailto({ to: 'not-an-address', subject: 's', body: 'b' })).toThrow(
      '"not-an-address" is not an email address.',
    );
    expect(() => buildMailto({ to: 'a@b.com?bcc=evil@x.com', subject: 's', body: 'b' })).toThrow();
  });

  it('keeps a link exactly at the cap untouched', () => {
    const head = 'mailto:a@b.co?subject=s&body=';
    const body = 'x'.repeat(100 - head.length);
    const m = buildMailto({ to: 'a@b.co', subject: 's', body, maxLength: 100 });
    expect(m.href.length).toBe(100);
    expect(m.truncated).toBe(false);
  });

  it('shortens a long body to fit the default cap and says so', () => {
    const body = 'word '.repeat(1000);
    const m = buildMailto({ to: 'stories@evenground.app', subject: 'My story', body });
    expect(m.truncated).toBe(true);
    expect(m.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(m.body.endsWith(MAILTO_TRUNCATION_NOTE)).toBe(true);
    expect(parse(m.href).body).toBe(m.body.replace(/\n/g, '\r\n'));
    // The largest prefix that fits: one more character would pass the cap.
    const kept = m.body.slice(0, -MAILTO_TRUNCATION_NOTE.length);
    expect(body.startsWith(kept)).toBe(true);
  });

  it('never splits an emoji or a percent escape when shortening', () => {
    const body = '👨‍👩‍👧'.repeat(300);
    const m = buildMailto({ to: 'a@b.co', subject: 's', body, maxLength: 600 });
    expect(m.truncated).toBe(true);
    expect(m.href.length).toBeLessThanOrEqual(600);
    expect(() => decodeURIComponent(m.href)).not.toThrow();
    expect(m.body).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('refuses when even an empty body cannot fit', () => {
    expect(() => buildMailto({ to: 'a@b.co', subject: 'x'.repeat(200), body: 'hello', maxLength: 100 })).toThrow(RangeError);
  });
});

describe('mailCopyText', () => {
  it('lays out address, subject, a blank line and the body', () => {
    expect(mailCopyText('support@evenground.app', 'Hello', 'Line 1\nLine 2')).toBe(
      'To: support@evenground.app\nSubject: Hello\n\nLine 1\nLine 2',
    );
  });
});

describe('mailHandoff', () => {
  it('gives the link and the exact text to copy for a short message', () => {
    expect(mailHandoff({ to: ' support@evenground.app ', subject: 'Hi & bye', body: 'One\nTwo' })).toEqual({
      href: 'mailto:support@evenground.app?subject=Hi%20%26%20bye&body=One%0D%0ATwo',
      truncated: false,
      body: 'One\nTwo',
      to: 'support@evenground.app',
      subject: 'Hi & bye',
      fullBody: 'One\nTwo',
      copyText: 'To: support@evenground.app\nSubject: Hi & bye\n\nOne\nTwo',
    });
  });

  it('keeps the whole body for copying when the link is shortened', () => {
    const body = 'abc '.repeat(50);
    const m = mailHandoff({ to: 'a@b.co', subject: 's', body, maxLength: 300 });
    expect(m.truncated).toBe(true);
    expect(m.href.length).toBeLessThanOrEqual(300);
    expect(m.body.endsWith(MAILTO_TRUNCATION_NOTE)).toBe(true);
    expect(m.fullBody).toBe(body);
    expect(m.copyText).toBe(`To: a@b.co\nSubject: s\n\n${body}`);
  });

  it('copies a body with an unpaired surrogate as the link carries it', () => {
    expect(mailHandoff({ to: 'a@b.co', subject: 's', body: 'a\uD800b' }).copyText).toBe('To: a@b.co\nSubject: s\n\na\uFFFDb');
  });

  it('refuses a recipient that is not a plain address, as buildMailto does', () => {
    expect(() => mailHandoff({ to: 'nobody', subject: 's', body: 'b' })).toThrow('"nobody" is not an email address.');
  });
});
