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
import * as m from '../../content/messages/about/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { aboutMessages } from './aboutMessages';

const VALUES = [
  {
    icon: 'trending-up' as const,
    title: m.value_empowerment,
    text: m.value_empowerment_text,
  },
  {
    icon: 'search' as const,
    title: m.value_clarity,
    text: m.value_clarity_text,
  },
  {
    icon: 'heart' as const,
    title: m.value_empathy,
    text: m.value_empathy_text,
  },
];

export default function AboutContactPage() {
  const t = useMessages(aboutMessages);
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
    if (found.agreed) toast({ title: t(PRIVACY_TOAST.title), description: t(PRIVACY_TOAST.description), variant: 'destructive' });
    if (hasErrors(found)) return;
    // The form is right now: an earlier complaint (the privacy toast) no longer applies.
    dismissErrorToasts();
    let mail;
    try {
      mail = contactMailto(form, config.supportEmail);
    } catch {
      toast({
        title: t(m.no_email_title),
        description: t(m.no_email_text, { email: config.supportEmail }),
        variant: 'destructive',
      });
      return;
    }
    const handed = await sendByMail(mail);
    setSent((last) => ({ n: (last?.n ?? 0) + 1, mail: handed }));
  }

  // Each problem is read with its field when the focus moves there (not announced as an alert).
  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    error: errors[field] && t(errors[field]),
    announce: false,
  });

  return (
    <div className="container page about">
      <PageMeta
        title={t(m.title)}
        description={t(m.meta_description)}
        path={paths.about}
        keywords={['about EvenGround', 'contact']}
        schema={organizationSchema(siteUrl(), socialLinks)}
      />
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(m.lead)}</p>

      <section className="section about__mission" aria-labelledby="mission-heading">
        <h2 id="mission-heading">{t(m.mission_title)}</h2>
        <p>{t(m.mission_1)}</p>
        <p>{t(m.mission_2)}</p>
      </section>

      <section className="section about__values" aria-labelledby="values-heading">
        <h2 id="values-heading">{t(m.values_title)}</h2>
        <ul className="grid grid--3 about__list">
          {VALUES.map((v) => (
            <li key={v.title} className="card about__value">
              <Icon name={v.icon} className="about__icon" />
              <h3>{t(v.title)}</h3>
              <p>{t(v.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section about__team" aria-labelledby="team-heading">
        <h2 id="team-heading">{t(m.team_title)}</h2>
        <ul className="grid grid--3 about__list">
          {founders.map((f) => (
            <li key={f.name} className="card founder">
              <img
                className="founder__image"
                src={f.imageUrl}
                alt={t(m.portrait, { name: f.name })}
                width={120}
                height={120}
                loading="lazy"
              />
              <h3 className="founder__name">{f.name}</h3>
              <p className="founder__role">{t(f.role)}</p>
              <p className="founder__bio">{t(f.bio)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section about__contact" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{t(m.contact_title)}</h2>
        <p>
          {t(m.contact_before)}{' '}
          <a href={`mailto:${config.supportEmail}`} data-testid="support-link">
            {config.supportEmail}
          </a>
          {t(m.contact_after)}
        </p>

        <form className="card contact-form" noValidate onSubmit={submit} aria-labelledby="contact-heading">
          <div className="form-grid form-grid--2">
            <Field {...fieldProps('firstName')} label={t(m.first_name)} required>
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
            <Field {...fieldProps('lastName')} label={t(m.last_name)}>
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
          <Field {...fieldProps('email')} label={t(m.email)} required>
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
          <Field {...fieldProps('message')} label={t(m.message)} required>
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
                {t(m.agree_before)} <Link href={paths.privacy}>{t(m.agree_link)}</Link>.
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
              {t(m.send)}
            </button>
          </div>
          {sent ? (
            <MailHandoffPrompt
              key={sent.n}
              sent={sent.mail}
              noun="message"
              thanks={t(m.thanks)}
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
