import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { dismissErrorToasts, toast } from '../../state/toast';
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
  type ContactField,
  type ContactForm,
} from './contact';
import { founders } from './team';
import './about.css';
import { Icon } from '../../ui/Icon';
import * as paths from '../../lib/paths';
import { Field } from '../../ui/Field';
import { useFieldErrors } from '../../ui/fieldErrors';

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
  const { errors, show: showErrors, clear: clearError } = useFieldErrors('contact', CONTACT_FIELDS);
  // What was last handed to the mail app; the form keeps its text until the parent confirms.
  const [sent, setSent] = useState<{ n: number; mail: SentMail } | null>(null);

  const socialLinks = Object.values(config.social).filter(Boolean);

  function update<K extends ContactField>(field: K, value: ContactForm[K]) {
    setForm((f) => ({ ...f, [field]: value }));
    clearError(field);
    // A changed form is a new message: the question about the last one no longer applies.
    setSent(null);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found = validateContact(form);
    showErrors(found);
    if (found.agreed) toast({ ...PRIVACY_TOAST, variant: 'destructive' });
    if (hasErrors(found)) return;
    // The form is right now: an earlier complaint (the privacy toast) no longer applies.
    dismissErrorToasts();
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

  // Each problem is read with its field when the focus moves there (not announced as an alert).
  const fieldProps = (field: ContactField) => ({ id: `contact-${field}`, error: errors[field], announce: false });

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

        <form className="card contact-form" noValidate onSubmit={submit} aria-labelledby="contact-heading">
          <div className="form-grid form-grid--2">
            <Field {...fieldProps('firstName')} label="First name" required>
              {(control) => (
                <input
                  {...control}
                  name="firstName"
                  type="text"
                  autoComplete="given-name"
                  value={form.firstName}
                  onChange={(e) => update('firstName', e.target.value)}
                />
              )}
            </Field>
            <Field {...fieldProps('lastName')} label="Last name (optional)">
              {(control) => (
                <input
                  {...control}
                  name="lastName"
                  type="text"
                  autoComplete="family-name"
                  value={form.lastName}
                  onChange={(e) => update('lastName', e.target.value)}
                />
              )}
            </Field>
          </div>
          <Field {...fieldProps('email')} label="Email" required>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                value={form.email}
                onChange={(e) => update('email', e.target.value)}
              />
            )}
          </Field>
          <Field {...fieldProps('message')} label="Message" required>
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={6}
                value={form.message}
                onChange={(e) => update('message', e.target.value)}
              />
            )}
          </Field>
          <Field
            {...fieldProps('agreed')}
            check
            label={
              <>
                I agree to the <Link href={paths.privacy}>privacy policy</Link>.
              </>
            }
          >
            {(control) => (
              <input
                {...control}
                name="agreed"
                type="checkbox"
                checked={form.agreed}
                onChange={(e) => update('agreed', e.target.checked)}
              />
            )}
          </Field>
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
                showErrors({});
              }}
            />
          ) : null}
        </form>
      </section>
    </div>
  );
}
