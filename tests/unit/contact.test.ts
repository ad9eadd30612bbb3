import { describe, expect, it } from 'vitest';
import {
  CONTACT_ERRORS,
  contactMailto,
  EMPTY_CONTACT,
  hasErrors,
  PRIVACY_TOAST,
  validateContact,
  type ContactForm,
} from '../../src/features/about/contact';
import { founders } from '../../src/features/about/team';

const valid: ContactForm = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  message: 'How do I download my bundle?',
  agreed: true,
};

describe('validateContact', () => {
  it('does not require a last name', () => {
    expect(validateContact({ ...valid, lastName: '' })).toEqual({});
  });

  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
    expect(hasErrors(validateContact(valid))).toBe(false);
  });

  it('reports every missing field of an empty form', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      firstName: 'Please enter your first name.',
      email: 'Please enter your email address.',
      message: 'Please write a message.',
      agreed: 'You must agree to the privacy policy to send a message.',
    });
  });

  it('treats whitespace-only answers as missing', () => {
    expect(validateContact({ ...valid, firstName: '  ', lastName: '\t', message: '\n\n' })).toEqual({
      firstName: CONTACT_ERRORS.firstName,
      message: CONTACT_ERRORS.message,
    });
  });

  it.each(['maria', 'maria@', 'maria@example', 'maria example@x.com', '@example.com'])('rejects the email %j', (email) => {
    expect(validateContact({ ...valid, email })).toEqual({ email: CONTACT_ERRORS.emailInvalid });
  });

  it('accepts an email with surrounding spaces', () => {
    expect(validateContact({ ...valid, email: '  maria@example.com ' })).toEqual({});
  });

  it('requires the privacy box, with the catalogue wording', () => {
    expect(validateContact({ ...valid, agreed: false })).toEqual({
      agreed: 'You must agree to the privacy policy to send a message.',
    });
    expect(PRIVACY_TOAST).toEqual({
      title: 'Privacy Policy',
      description: 'You must agree to the privacy policy to send a message.',
    });
  });
});

describe('contactMailto', () => {
  it('addresses the support email with the sender in subject and signature', () => {
    const m = contactMailto({ ...valid, firstName: ' Maria ', message: 'Hi & thanks\nQuestion?' }, 'support@evenground.app');
    expect(m.truncated).toBe(false);
    expect(m.href).toBe(
      'mailto:support@evenground.app?subject=Message%20from%20Maria%20Lopez%20via%20EvenGround' +
        '&body=Hi%20%26%20thanks%0D%0AQuestion%3F%0D%0A%0D%0AMaria%20Lopez%0D%0Amaria%40example.com',
    );
    expect(m.copyText).toBe(
      'To: support@evenground.app\nSubject: Message from Maria Lopez via EvenGround\n\n' +
        'Hi & thanks\nQuestion?\n\nMaria Lopez\nmaria@example.com',
    );
  });

  it('signs with the first name alone when no last name is given', () => {
    const m = contactMailto({ ...valid, lastName: '  ', message: 'Hi' }, 'support@evenground.app');
    expect(m.copyText).toBe(
      'To: support@evenground.app\nSubject: Message from Maria via EvenGround\n\nHi\n\nMaria\nmaria@example.com',
    );
  });

  it('shortens a very long message and flags it', () => {
    const m = contactMailto({ ...valid, message: 'a'.repeat(5000) }, 'support@evenground.app');
    expect(m.truncated).toBe(true);
    expect(m.href.length).toBeLessThanOrEqual(2000);
  });
});

describe('founders', () => {
  it('has three cards with the same fields filled in', () => {
    expect(founders).toHaveLength(3);
    for (const f of founders) {
      expect(Object.keys(f).sort()).toEqual(['bio', 'imageUrl', 'name', 'role']);
      expect(f.imageUrl).toMatch(/^\/images\/team\/founder-[123]\.svg$/);
      expect(f.bio.length).toBeGreaterThan(40);
    }
  });
});
