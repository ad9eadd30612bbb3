import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { config } from '../../lib/config';
import { EFFECTIVE_DATE, LegalSection, USAGE_RETENTION_MONTHS } from './LegalSection';
import './legal.css';
import * as paths from '../../lib/paths';

/** The Privacy Policy in English, the version that governs; PrivacyPolicyPage.es.tsx is its Spanish. */
export default function PrivacyPolicyPageEn() {
  const email = config.supportEmail;
  return (
    <article className="container page legal">
      <PageMeta
        title="Privacy Policy"
        description="How EvenGround handles your information: tool data stays on your device, encrypted with your passphrase, and is never uploaded."
        path={paths.privacy}
        keywords={['privacy policy', 'local-first', 'encrypted']}
      />
      <h1>Privacy Policy</h1>
      <p className="muted">Effective date: {EFFECTIVE_DATE}</p>
      <div className="alert alert--info">
        <p>
          <strong>In short:</strong> what you type into EvenGround's tools stays on your device, encrypted with a passphrase only
          you know. We never upload it, we cannot read it, and we cannot recover it for you. We only receive information you
          choose to send us, such as an email or, where accounts are offered, your account email address.
        </p>
      </div>

      <LegalSection n={1} title="Who We Are and What This Policy Covers">
        <p>
          EvenGround ("EvenGround", "we", "us") offers educational information and self-help tools for parents going through
          separation and divorce. This Privacy Policy explains what information the EvenGround web app and website (the
          "Services") handle, where that information is kept, and the choices you have. It applies to the Services only, not to
          other websites or services we link to.
        </p>
        <p>
          By using the Services you agree to this policy. It forms part of our <Link href={paths.terms}>Terms of Service</Link>.
        </p>
      </LegalSection>

      <LegalSection n={2} title="Local-First by Design: Your Tool Data Stays on Your Device">
        <p>EvenGround is built so that your personal case information never has to leave your device:</p>
        <ul>
          <li>
            Everything you enter in the tools (financial affidavit entries, parenting plans, checklist progress, expense sheets,
            quiz results, story drafts and mediation reports) is stored in your browser's storage on your device,{' '}
            <strong>encrypted</strong> (AES-256-GCM) with a key derived from a passphrase you choose.
          </li>
          <li>
            Your passphrase and the encryption key are never sent to us or stored in readable form. We cannot read your data, and
            if you lose both your passphrase and your recovery key, no one, including us, can recover it.
          </li>
          <li>
            The <strong>AI Mediator</strong> reads the documents you select on your device, in your browser. The documents and the
            resulting report are not uploaded to us or to any AI provider.
          </li>
          <li>
            PDFs, printouts, CSV files and backup files the tools create are generated on your device and saved where you choose.
            Encrypted backup files are yours to keep.
          </li>
          <li>The app works offline after your first visit, because its own files (not your data) are cached on your device.</li>
        </ul>
      </LegalSection>

      <LegalSection n={3} title="Information You Choose to Send Us">
        <ul>
          <li>
            <strong>Accounts (only where this site offers them).</strong> Some EvenGround sites offer accounts. Accounts are
            handled by Supabase Auth, our authentication provider. If you create one, the provider stores your email address, a
            securely hashed password (we never see your password), the account identifier, and sign-up and sign-in times. If you
            sign in with Google, Google shares your name and email address with the provider for that purpose. An account is used
            only to sign you in and to control access to features; your tool data is not stored in it. Where a site offers no
            accounts, there is no account system at all.
          </li>
          <li>
            <strong>Contact form and story submissions.</strong> These forms do not send anything through our servers. They open
            your own email app with a message addressed to us, and nothing is sent until you press send there. We receive what you
            send, including your email address and anything you write.
          </li>
          <li>
            <strong>Newsletter pop-up.</strong> The free template is created on your device. Where this site offers a newsletter,
            the pop-up asks for an email address or phone number and sends it to our newsletter list only when you press Get My
            Free Template; we use it only to send you updates. Otherwise it asks for nothing.
          </li>
          <li>
            <strong>Quiz questions.</strong> Where accounts are offered, the app downloads quiz questions from our database. This
            download contains no information about you, and your answers and results stay on your device.
          </li>
        </ul>
      </LegalSection>

      <LegalSection n={4} title="Cookies, Browser Storage and Usage Data">
        <p>We use only what the Services need to work:</p>
        <ul>
          <li>your cookie choice (accepted or declined, and when), kept in your browser's local storage;</li>
          <li>small settings such as the vault's automatic-lock time, and flags that stop a pop-up from reappearing;</li>
          <li>where accounts are offered and you sign in, the sign-in session kept by Supabase Auth in your browser;</li>
          <li>the app's own files, cached so it works offline.</li>
        </ul>
        <p>
          Non-essential cookies (for improving the experience and analyzing traffic) are used only if you accept them in the
          cookie banner. The Services do not currently run any analytics or advertising cookies. If we add usage analytics in the
          future, it will run only with your consent, will never include what you type into the tools, and usage data will be kept
          for no longer than {USAGE_RETENTION_MONTHS} months. The company that hosts the website may keep standard technical
          server logs (such as IP address, browser type and the page requested) for security and operations.
        </p>
      </LegalSection>

      <LegalSection n={5} title="Third-Party Services">
        <p>
          Some features connect to other companies, which handle information under their own privacy policies. We do not control
          them:
        </p>
        <ul>
          <li>
            <strong>Supabase</strong> (accounts and quiz questions, only where accounts are offered), and Google if you choose
            Google sign-in.
          </li>
          <li>
            <strong>An external chat assistant</strong>, if a site uses one. Messages you type into it go to that provider.
            Without one, the chat opens our built-in guided coach, which runs on your device and sends nothing.
          </li>
          <li>
            <strong>Video players</strong>, where a site plays videos, load from the video provider, which may set its own
            cookies. Every video also has a written transcript that needs no connection.
          </li>
          <li>
            <strong>Checkout, forum and social media links</strong> take you to other websites. Payments are made on the checkout
            provider's site; we do not receive your card details.
          </li>
        </ul>
      </LegalSection>

      <LegalSection n={6} title="How We Use and Share Information">
        <p>We use the limited information we receive to:</p>
        <ul>
          <li>create and secure your account and sign you in;</li>
          <li>answer your messages and consider stories you submit;</li>
          <li>keep the Services working, secure and free of abuse;</li>
          <li>meet legal obligations.</li>
        </ul>
        <p>
          We do <strong>not</strong> sell or rent personal information, share it for targeted advertising, or use it to build
          advertising profiles. We share information only with service providers that help us run the Services (such as Supabase
          and our hosting provider), when you ask us to, or when required by law, such as a valid subpoena or court order. We
          would tell you about such a request where the law allows. Because your tool data is on your device and encrypted, we
          have none of it to disclose.
        </p>
      </LegalSection>

      <LegalSection n={7} title="Data Retention and Security">
        <ul>
          <li>
            <strong>On your device:</strong> your encrypted tool data stays until you delete it. The app can erase everything it
            stored on the device in one step; clearing your browser's site data also removes it.
          </li>
          <li>
            <strong>Accounts:</strong> kept while your account is open, and deleted within a reasonable time after you ask us to
            close it, except where the law requires us to keep something.
          </li>
          <li>
            <strong>Emails you send us:</strong> kept as long as needed to respond and for our records.
          </li>
          <li>
            <strong>Usage data</strong> (if ever collected with your consent): no longer than {USAGE_RETENTION_MONTHS} months.
          </li>
        </ul>
        <p>
          Connections to the Services are encrypted (HTTPS). Your tool data is encrypted on your device with AES-256-GCM under a
          key derived from your passphrase (PBKDF2-SHA-256, 600,000 iterations). No system is perfectly secure: choose a strong
          passphrase, keep your recovery key safe, lock the app on shared devices, and keep your device and browser up to date.
        </p>
      </LegalSection>

      <LegalSection n={8} title="Your Choices and Rights">
        <ul>
          <li>You can use the Services without an account, and decline non-essential cookies at any time.</li>
          <li>You can export an encrypted backup of your data, or erase it from your device, whenever you like.</li>
          <li>
            You can ask us to access, correct or delete the personal information we hold about you (for example your account or
            emails you sent us). Residents of some US states, such as California, have these rights under state privacy laws; we
            honor them for everyone. We will not discriminate against you for using them.
          </li>
        </ul>
        <p>
          To make a request, email <a href={`mailto:${email}`}>{email}</a>. We may need to confirm your identity first.
        </p>
      </LegalSection>

      <LegalSection n={9} title="Children's Privacy">
        <p>
          The Services are intended for adults aged 18 or older. They are not directed to children under 13 (or under 16 in some
          places), and we do not knowingly collect personal information from them. If you believe a child has sent us personal
          information, contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection n={10} title="Changes to This Policy and How to Contact Us">
        <p>
          We may update this policy as the Services change. We will post the new version here with a new effective date, and for
          significant changes we will give a clear notice in the app. Continuing to use the Services after a change means you
          accept the updated policy.
        </p>
        <p>
          Questions about privacy? Email us at <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </LegalSection>
    </article>
  );
}
