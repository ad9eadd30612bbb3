import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { toast } from '../../state/toast';
import { config, siteUrl } from '../../lib/config';
import { organizationSchema } from '../../lib/schemas';
import { MailHandoffPrompt, sendByMail, type SentMail } from '../../ui/MailHandoff';
import {
  CONTACT_FIELDS,
  contactMailto,
  EMPTY_CONTACT,
  hasErrors,
  PRIVACY_TOAST,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactForm,
} from './contact';
import { founders } from './team';
import './about.css';
import { Icon } from '../../ui/Icon';
import * as paths from '../../lib/paths';

const VALUES = [
  {
    icon: 'trending-up' as const,
    title: 'Empowerment',
    text: 'We give you the knowledge, templates and tools to take an active part in your own case, instead of feeling that things are happening to you.',
  },
  {
    icon: 'search' as const,
    title: 'Clarity',
    text: 'We explain legal steps and paperwork in plain language, so you always know what comes next and what to ask your attorney.',
  },
  {
    icon: 'heart' as const,
    title: 'Empathy',
    text: 'Divorce is one of the hardest things a family goes through. Everything we make is written with care for you and for your children.',
  },
];

export default function AboutContactPage() {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  // What was last handed to the mail app; the form keeps its text until the parent confirms.
  const [sent, setSent] = useState<{ n: number; mail: SentMail } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const socialLinks = Object.values(config.social).filter(Boolean);

  function update<K extends ContactField>(field: K, value: ContactForm[K]) {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    // A changed form is a new message: the question about the last one no longer applies.
    setSent(null);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (found.agreed) toast({ ...PRIVACY_TOAST, variant: 'destructive' });
    if (hasErrors(found)) {
      const first = CONTACT_FIELDS.find((f) => found[f]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    let mail;
    try {
      mail = contactMailto(form, config.supportEmail);
    } catch {
      toast({
        title: 'Could not prepare the email',
        description: `Please write to us directly at ${config.supportEmail}.`,
        variant: 'destructive',
      });
      return;
    }
    const handed = await sendByMail(mail);
    setSent((last) => ({ n: (last?.n ?? 0) + 1, mail: handed }));
  }

  const describedBy = (field: ContactField, hint?: string) =>
    [hint, errors[field] ? `contact-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: ContactField) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="container page about">
      <PageMeta
        title="About EvenGround"
        description="EvenGround helps parents through divorce with plain-language guides, templates and tools. Learn about our mission, values and team, or contact us."
        path={paths.about}
        keywords={['about EvenGround', 'contact']}
        schema={organizationSchema(siteUrl(), socialLinks)}
      />
      <h1>About EvenGround</h1>
      <p className="lead">Empower Equality in Every Divorce.</p>

      <section className="section about__mission" aria-labelledby="mission-heading">
        <h2 id="mission-heading">Our mission</h2>
        <p>
          EvenGround exists so that every parent going through a divorce, especially a high-conflict one, can start on even
          ground. We turn the confusing parts of separation into clear steps: understanding your rights, organising your finances,
          planning your children's time between two homes and communicating calmly with your co-parent.
        </p>
        <p>
          The guides and tools on this site are free to use, and the information you type into them stays on your own device. We
          are not a law firm and we don't give legal advice; we help you arrive at your attorney's or mediator's office prepared,
          informed and calmer.
        </p>
      </section>

      <section className="section about__values" aria-labelledby="values-heading">
        <h2 id="values-heading">Our core values</h2>
        <ul className="grid grid--3 about__list">
          {VALUES.map((v) => (
            <li key={v.title} className="card about__value">
              <Icon name={v.icon} className="about__icon" />
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section about__team" aria-labelledby="team-heading">
        <h2 id="team-heading">Meet the team</h2>
        <ul className="grid grid--3 about__list">
          {founders.map((f) => (
            <li key={f.name} className="card founder">
              <img className="founder__image" src={f.imageUrl} alt={f.imageAlt} width={120} height={120} loading="lazy" />
              <h3 className="founder__name">{f.name}</h3>
              <p className="founder__role">{f.role}</p>
              <p className="founder__bio">{f.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section about__contact" aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact us</h2>
        <p>
          Questions, feedback or trouble with a download? Email our support team at{' '}
          <a href={`mailto:${config.supportEmail}`} data-testid="support-link">
            {config.supportEmail}
          </a>
          , or use the form below. Sending the form opens your own mail app with your message addressed to us, so you can check it
          and press Send.
        </p>

        <form ref={formRef} className="card contact-form" noValidate onSubmit={submit} aria-labelledby="contact-heading">
          <div className="form-grid form-grid--2">
            <div className="field">
              <label htmlFor="contact-firstName">First name</label>
              <input
                id="contact-firstName"
                name="firstName"
                type="text"
                autoComplete="given-name"
                required
                value={form.firstName}
                aria-invalid={errors.firstName ? true : undefined}
                aria-describedby={describedBy('firstName')}
                onChange={(e) => update('firstName', e.target.value)}
              />
              {fieldError('firstName')}
            </div>
            <div className="field">
              <label htmlFor="contact-lastName">Last name</label>
              <input
                id="contact-lastName"
                name="lastName"
                type="text"
                autoComplete="family-name"
                required
                value={form.lastName}
                aria-invalid={errors.lastName ? true : undefined}
                aria-describedby={describedBy('lastName')}
                onChange={(e) => update('lastName', e.target.value)}
              />
              {fieldError('lastName')}
            </div>
          </div>
          <div className="field">
            <label htmlFor="contact-email">Email</label>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={form.email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email')}
              onChange={(e) => update('email', e.target.value)}
            />
            {fieldError('email')}
          </div>
          <div className="field">
            <label htmlFor="contact-message">Message</label>
            <textarea
              id="contact-message"
              name="message"
              rows={6}
              required
              value={form.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy('message')}
              onChange={(e) => update('message', e.target.value)}
            />
            {fieldError('message')}
          </div>
          <div className="field">
            <div className="checkbox">
              <input
                id="contact-agreed"
                name="agreed"
                type="checkbox"
                checked={form.agreed}
                aria-invalid={errors.agreed ? true : undefined}
                aria-describedby={describedBy('agreed')}
                onChange={(e) => update('agreed', e.target.checked)}
              />
              <label htmlFor="contact-agreed">
                I agree to the <Link href={paths.privacy}>privacy policy</Link>.
              </label>
            </div>
            {fieldError('agreed')}
          </div>
          <div className="btn-row">
            <button type="submit" className="btn">
              Send Message
            </button>
          </div>
          {sent ? (
            <MailHandoffPrompt
              key={sent.n}
              sent={sent.mail}
              noun="message"
              thanks="Thank you for writing to us. The form is cleared."
              testId="contact-sent"
              onSent={() => {
                setForm(EMPTY_CONTACT);
                setErrors({});
              }}
            />
          ) : null}
        </form>
      </section>
    </div>
  );
}
