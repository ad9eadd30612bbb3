import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { config } from '../../lib/config';
import { EFFECTIVE_DATE, LegalSection, MINIMUM_AGE, USAGE_RETENTION_MONTHS } from './LegalSection';
import './legal.css';
import * as paths from '../../lib/paths';

/** The Terms of Service in English, the version that governs; TermsPage.es.tsx is its Spanish. */
export default function TermsPageEn() {
  const email = config.supportEmail;
  return (
    <article className="container page legal">
      <PageMeta
        title="Terms of Service"
        description="EvenGround's combined Terms of Service and Privacy Policy: educational information, not legal advice; your tool data stays on your device."
        path={paths.terms}
        keywords={['terms of service', 'privacy policy']}
      />
      <h1>Terms of Service</h1>
      <p className="muted">Combined Terms of Service and Privacy Policy. Effective date: {EFFECTIVE_DATE}</p>
      <p>
        Please read these terms carefully. They are a legal agreement between you and EvenGround ("EvenGround", "we", "us") about
        your use of the EvenGround website and web app (the "Services"). Together with the privacy terms summarized below and set
        out in full in our <Link href={paths.privacy}>Privacy Policy</Link>, they form one agreement.
      </p>

      <section className="card legal__privacy" aria-labelledby="privacy-summary">
        <h2 id="privacy-summary">Privacy in Brief</h2>
        <ul>
          <li>
            What you type into the tools stays on your device, encrypted with your passphrase, and is never uploaded. The AI
            Mediator reads your documents on your device.
          </li>
          <li>Accounts, where offered, use Supabase Auth and hold your email address and sign-in details, not your tool data.</li>
          <li>The contact and story forms open your own email app; we receive only what you choose to send.</li>
          <li>
            Non-essential cookies only with your consent; usage data, if ever collected, is kept no longer than{' '}
            {USAGE_RETENTION_MONTHS} months. We do not sell personal information.
          </li>
        </ul>
      </section>

      <LegalSection n={1} title="Acceptance of Terms">
        <p>
          By accessing or using the Services, you agree to these Terms of Service and to our Privacy Policy. If you do not agree,
          do not use the Services. If you use the Services on behalf of someone else, you confirm that you are allowed to accept
          these terms for them.
        </p>
      </LegalSection>

      <LegalSection n={2} title="Nature of Our Services">
        <p>
          EvenGround provides general information, templates, checklists, calculators, quizzes and self-help tools for educational
          purposes. <strong>It is not legal, financial, tax or mental health advice, and EvenGround is not a law firm.</strong>{' '}
          Using the Services does not create an attorney-client relationship or any other professional relationship.
        </p>
        <ul>
          <li>
            Family law differs from state to state and changes over time. Templates and drafts are starting points that may not
            meet your court's requirements.
          </li>
          <li>
            Estimates, such as the child support estimator, are simplified illustrations, not the amount a court will order.
          </li>
          <li>
            You are responsible for your decisions and for anything you file with a court or sign. For advice about your
            situation, consult a licensed attorney in your state.
          </li>
          <li>If you are in danger, call 911. For a mental health crisis, call or text 988 (Suicide &amp; Crisis Lifeline).</li>
        </ul>
      </LegalSection>

      <LegalSection n={3} title="Eligibility">
        <p>
          You must be at least {MINIMUM_AGE} years old and able to form a binding contract to use the Services. The Services are
          not intended for children under 13 (or under 16 in some places), and we do not knowingly collect their personal
          information. If you create an account, you must give accurate information and keep your sign-in details secure.
        </p>
      </LegalSection>

      <LegalSection n={4} title="User Conduct">
        <p>You agree not to:</p>
        <ul>
          <li>use the Services for anything unlawful, fraudulent or harmful;</li>
          <li>
            submit content (such as a story or a message) that is false, defamatory, harassing, threatening, or that reveals
            private information about another person, including your children or your former partner, without the right to do so;
          </li>
          <li>
            load documents into the tools that you have no right to use, or use the Services to stalk, monitor or intimidate
            anyone;
          </li>
          <li>
            attempt to disrupt, overload or gain unauthorized access to the Services, other users' accounts, or the systems behind
            them;
          </li>
          <li>copy, resell or redistribute the Services except as these terms allow.</li>
        </ul>
        <p>
          You are responsible for the security of your device, your passphrase and your recovery key. Because your data is
          encrypted on your device, we cannot restore it if both are lost. We may suspend or close accounts that break these
          terms.
        </p>
      </LegalSection>

      <LegalSection n={5} title="Intellectual Property">
        <p>
          The Services, including their text, guides, templates, design, logos and software, belong to EvenGround or its licensors
          and are protected by copyright, trademark and other laws. You may use them, and print or save copies of templates and
          documents you create, for your own personal, non-commercial use.
        </p>
        <p>
          What you enter in the tools is yours. If you send us a story for possible publication, you keep ownership and give us a
          non-exclusive, royalty-free license to edit and publish it, with or without your name as you choose. Any other terms for
          a published story will be agreed with you in writing before publication.
        </p>
      </LegalSection>

      <LegalSection n={6} title="Third-Party and AI Services">
        <ul>
          <li>
            <strong>AI Mediator.</strong> The AI Mediator analyzes documents automatically on your device. Its reports are
            computer-generated suggestions that may be incomplete or wrong; it is not a mediator, lawyer or judge. Review every
            result yourself and with a professional before relying on it.
          </li>
          <li>
            <strong>Chat.</strong> The built-in guided coach runs on your device and is not an AI or a counselor. If a site
            connects an external chat assistant, that provider's terms and privacy policy apply to what you type into it.
          </li>
          <li>
            <strong>Other services.</strong> Accounts use Supabase Auth (and Google, if you choose Google sign-in). Video,
            checkout, forum and social media links lead to services run by others under their own terms. We are not responsible
            for their content, availability or practices.
          </li>
        </ul>
      </LegalSection>

      <LegalSection n={7} title="Disclaimer of Warranties">
        <p>
          THE SERVICES ARE PROVIDED "AS IS" AND "AS AVAILABLE". TO THE FULLEST EXTENT THE LAW ALLOWS, WE DISCLAIM ALL WARRANTIES,
          EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, ACCURACY AND
          NON-INFRINGEMENT. We do not promise that the Services will be uninterrupted or error-free, that information is complete
          or current, or that any result will be achieved in your case.
        </p>
      </LegalSection>

      <LegalSection n={8} title="Limitation of Liability">
        <p>
          TO THE FULLEST EXTENT THE LAW ALLOWS, EVENGROUND WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL
          OR PUNITIVE DAMAGES, OR FOR LOST DATA, PROFITS OR OUTCOMES, ARISING FROM YOUR USE OF THE SERVICES. OUR TOTAL LIABILITY
          FOR ANY CLAIM IS LIMITED TO <strong>$100 OR THE AMOUNT YOU PAID US IN THE PAST 12 MONTHS, WHICHEVER IS LESS</strong>.
          Some states do not allow certain limitations, so parts of this section may not apply to you.
        </p>
      </LegalSection>

      <LegalSection n={9} title="Indemnification">
        <p>
          You agree to defend, indemnify and hold harmless EvenGround and its team from claims, losses and expenses (including
          reasonable attorney fees) arising from your misuse of the Services, content you submit, or your breach of these terms or
          of anyone's rights.
        </p>
      </LegalSection>

      <LegalSection n={10} title="Governing Law and Venue">
        <p>
          These terms are governed by the laws of the State of Illinois, without regard to its conflict-of-law rules. Any dispute
          arising from these terms or the Services will be brought only in the state or federal courts located in Cook County,
          Illinois, and you and we consent to those courts' jurisdiction.
        </p>
      </LegalSection>

      <LegalSection n={11} title="Modifications">
        <p>
          We may change these terms or the Services, including adding or removing features. We will post the updated terms here
          with a new effective date and, for significant changes, give a clear notice in the app. Continuing to use the Services
          after a change means you accept the updated terms.
        </p>
      </LegalSection>

      <LegalSection n={12} title="Contact">
        <p>
          Questions about these terms or your privacy? Email us at <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </LegalSection>
    </article>
  );
}
