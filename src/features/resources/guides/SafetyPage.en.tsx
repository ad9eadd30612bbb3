import { Link } from 'wouter';
import { SAFETY_GUIDE_LINES } from '../../../content/crisisLines';
import * as paths from '../../../lib/paths';
import { GuideShell } from './GuideShell';
import { HelpLines } from '../../../ui/HelpLines';

// Written from advocacy sources (the National Domestic Violence Hotline, WomensLaw, NNEDV's
// Safety Net, the Supervised Visitation Network and others), listed in docs/safety-guide-sources.md.
// General information only: no state's law is described here.
// The Spanish guide is a page of its own (SafetyPage.es.tsx); SafetyPage.tsx picks one by language.

export default function SafetyPage() {
  return (
    <GuideShell
      title="Safety Plans, Protective Orders and Trackers"
      path={paths.safetyGuide}
      description="If you are afraid of your ex or partner: a safety plan, protective and restraining orders, safer exchanges, and protecting your phone and accounts from tracking and stalking, with the hotlines for domestic violence and abuse."
      keywords={[
        'domestic violence safety plan',
        'protective order',
        'restraining order',
        'stalking',
        'tracker',
        'technology safety',
      ]}
      lead={
        <>
          <p>
            <strong>
              In danger right now? Call <a href="tel:911">911</a>.
            </strong>{' '}
            The hotlines are just below.
          </p>
          <p>
            If your ex or partner frightens you, hurts you, threatens you or watches where you go, you are not overreacting and
            you are not alone. Abuse is about power and control, and it often grows when a relationship ends. This page gathers
            what domestic violence advocates suggest for staying safer: a safety plan, protective orders, safer exchanges of the
            children, and keeping your phone and accounts private.
          </p>
          <p>
            It is general information, not legal advice, and not a replacement for an advocate who knows your situation. An
            advocate at a hotline can help you make a plan that fits your life, for free and in confidence.
          </p>
        </>
      }
    >
      <HelpLines
        className="card guide__callout guide__crisis"
        ids={SAFETY_GUIDE_LINES}
        intro="These US services are free and confidential. If it is not safe to call, several of them can be reached by text."
      />

      <section className="card guide__callout" aria-labelledby="exit-heading">
        <h2 id="exit-heading">Leaving this page fast</h2>
        <p>
          Press <strong>Quick exit</strong> (at the top of the page, or at the bottom left on a phone) or press the Escape key
          three times. Your data locks and this page is replaced by an ordinary website. If someone may check this device, read{' '}
          <a href="#what-this-app-can-hide">what this app can and cannot hide</a> below.
        </p>
      </section>

      <h2 id="safety-plan">Make a safety plan</h2>
      <p>
        A safety plan is your own list of what you will do to stay safer: while you are still in the relationship, when you get
        ready to leave, and after you have left. It does not have to be written down. If you write it, keep it where the other
        person will not find it, such as with a trusted friend.
      </p>
      <h3>Day to day</h3>
      <ul>
        <li>
          Notice the rooms with a way out, and stay out of rooms with weapons or no exit (a kitchen, a garage, a bathroom) when an
          argument starts.
        </li>
        <li>Agree on a code word with one or two people you trust that means "call the police" or "come and get me".</li>
        <li>Keep your phone charged and with you. Learn the numbers that matter by heart in case your phone is taken.</li>
        <li>
          Teach your children, in words that fit their age, how to call 911, what to say (their name and address), and a safe
          place to go, such as a neighbor's home. Tell them their job is to stay safe, not to protect you.
        </li>
      </ul>
      <h3>If you plan to leave</h3>
      <p>
        Advocates warn that the time around leaving can be the most dangerous, so plan it with care and, if you can, with an
        advocate.
      </p>
      <ul>
        <li>
          Pack a bag and keep it with someone you trust: identification, birth certificates and Social Security cards (yours and
          the children's), health insurance cards, medicines, spare keys, some cash, a charger, and copies of court papers, leases
          and bank details.
        </li>
        <li>Photograph important documents and keep the photos somewhere the other person cannot reach.</li>
        <li>Think about where you will go, how you will get there, and a time when leaving is least likely to be noticed.</li>
        <li>Open a bank account in your own name and have statements sent somewhere safe, if that is possible for you.</li>
        <li>If you need to go back for belongings later, you can ask the police to come with you.</li>
      </ul>
      <h3>After you leave</h3>
      <ul>
        <li>Change the routes and times you use every day where you can: the drive to work, shopping, school drop-off.</li>
        <li>
          Tell your children's school or childcare, and your workplace's front desk, who may and may not pick up the children or
          visit. If you have a protective order, give them a copy.
        </li>
        <li>
          Keep a record: dates, what happened, photos of injuries or damage, and screenshots of threatening messages, voicemails
          or missed calls. Keep copies somewhere the other person cannot reach.
        </li>
      </ul>

      <h2 id="protective-orders">Protective orders and restraining orders</h2>
      <p>
        A protective order is an order signed by a judge that tells a person to stop abusing, threatening or harassing you. States
        call it different things: a protective order, a restraining order, an order of protection, or a protection from abuse
        order. It is usually a civil order: asking for one is not the same as pressing criminal charges, though breaking one can
        be a crime.
      </p>
      <h3>What an order can say</h3>
      <p>Depending on your state and your situation, a judge may be able to order the other person to:</p>
      <ul>
        <li>stop hurting, threatening, harassing or stalking you;</li>
        <li>not contact you in person, by phone, by text, online or through other people;</li>
        <li>stay a set distance away from you, your home, your work and the children's school;</li>
        <li>move out of a shared home;</li>
        <li>give up firearms;</li>
        <li>follow temporary arrangements for the children, support or a car.</li>
      </ul>
      <h3>How it usually works</h3>
      <ul>
        <li>
          You ask the court for one, often at the courthouse and in some places online. Forms and help are usually free; a court
          self-help center, a legal aid office or a domestic violence advocate can guide you.
        </li>
        <li>
          If you are in danger now, a judge may give a short temporary or emergency order the same day, before the other person is
          told or heard. Some states also let the police ask for an emergency order at night or on a weekend.
        </li>
        <li>
          A hearing is then set, often within a few weeks, where both sides can speak. The judge decides whether to give a longer
          order and for how long.
        </li>
        <li>
          The order protects you once the other person has been given a copy (served), usually by law enforcement. Keep a copy
          with you. An order from one state can be enforced in other states.
        </li>
        <li>If the other person breaks the order, call 911 and write down what happened.</li>
      </ul>
      <p>
        Who can get an order, what counts as abuse, and how long an order lasts are different in every state. WomensLaw.org
        explains each state's rules in plain words, and a hotline advocate can help you find local legal help. An order is a piece
        of paper: keep your safety plan going alongside it.
      </p>

      <h2 id="safe-exchanges">Safer exchanges of the children</h2>
      <p>Handing the children over can bring you face to face with the other parent. Ways parents make exchanges safer:</p>
      <ul>
        <li>
          <strong>A supervised exchange center.</strong> Trained staff receive the children, and each parent arrives and leaves at
          a different time so you never meet. Your local court or a domestic violence program can tell you where one is; some ask
          for a court order or a fee.
        </li>
        <li>
          <strong>Handovers without meeting.</strong> One parent drops the children at school or childcare and the other picks
          them up there.
        </li>
        <li>
          <strong>A busy public place with another adult.</strong> Bring someone you trust, stay in or near your car, and keep the
          handover short. A police station parking lot is not staffed by officers who watch the exchange, so it is not a promise
          of safety.
        </li>
        <li>
          <strong>Write it into the order.</strong> Ask the court to set the place, the time and who may do the handover. If the
          current arrangement has become unsafe, you can ask the court to change it.
        </li>
        <li>Keep talk at the exchange to the children's needs, and keep a note of late, missed or tense exchanges.</li>
        <li>
          After an exchange, check the children's bags, toys and car seats for a tracker (see below). Our{' '}
          <Link href={paths.coparentingGuide}>Co-Parenting Communication Guide</Link> covers keeping messages short and factual.
        </li>
      </ul>

      <h2 id="technology-safety">Technology safety: your phone, accounts and car</h2>
      <p>
        If the other person seems to know where you have been, who you talked to or what you wrote, trust that feeling. It may
        come from a shared account, location sharing, a hidden tracker or monitoring software. Before you change anything, think
        about how they might react when the information stops: sudden changes can raise their suspicion, and what you find can be
        evidence. An advocate can help you plan the order of steps.
      </p>
      <h3>Use a safer device</h3>
      <p>
        If you think your phone or computer is watched, look up help and contact advocates from a device the other person has
        never had access to: a library or work computer, or a trusted friend's phone.
      </p>
      <h3>Shared accounts and phone plans</h3>
      <ul>
        <li>
          Many accounts sync photos, messages, browsing and location to every signed-in device: a shared Apple or Google account,
          a family plan, email, social media, a smart speaker or a doorbell camera.
        </li>
        <li>
          From a safe device, change passwords and security questions, turn on two-step sign-in, and look at the list of devices
          signed in to each account; sign out any you do not recognise.
        </li>
        <li>The holder of a family phone plan can often see call and text records. A plan in your own name ends that.</li>
      </ul>
      <h3>Location sharing</h3>
      <ul>
        <li>
          Check who can see your location in Find My (iPhone), Google Maps location sharing, family safety apps, and social apps
          with maps. Photos can also carry the place they were taken.
        </li>
        <li>
          Children's phones, tablets, watches and game devices may share their location, and so yours when you are together. A
          car's connected app can show where the car is.
        </li>
      </ul>
      <h3>Trackers such as AirTags</h3>
      <ul>
        <li>
          Small Bluetooth trackers can be slipped into a bag, a coat, a child's backpack or toy, or hidden on a car (wheel wells,
          bumpers, under seats).
        </li>
        <li>
          iPhones and most Android phones warn you when an unknown tracker is moving with you and let you make it play a sound. A
          tracker away from its owner for a while may also beep on its own.
        </li>
        <li>
          If you find one, think before you disable it: the owner may notice. Going to a police station or calling an advocate
          first is often safer, and the tracker can be evidence.
        </li>
      </ul>
      <h3>Signs of stalkerware (monitoring apps)</h3>
      <ul>
        <li>The other person knows what you said in messages or calls, or where you were, without being told.</li>
        <li>Apps you do not remember installing, settings that changed by themselves, or a new device-management profile.</li>
        <li>The battery drains fast or the phone stays warm while idle, or uses far more data than before.</li>
        <li>
          Removing monitoring software can alert the person who installed it and erase evidence. Plan with an advocate; sometimes
          a new phone with new accounts is the safer step.
        </li>
      </ul>
      <h3>Browser history and private browsing</h3>
      <ul>
        <li>
          A private or incognito window does not keep this visit in the browser's history once the window is closed. It does not
          hide what you do from monitoring software, from whoever runs the network, or from someone looking at the screen.
        </li>
        <li>
          Clearing all of your history at once can itself be noticed. Deleting only the entries you need to is less striking.
        </li>
      </ul>

      <h2 id="what-this-app-can-hide">What this app can and cannot hide</h2>
      <p>
        Everything you keep in EvenGround is stored on this device only, encrypted with your passphrase, and Quick exit locks it
        at once. If someone may look at this device, turn on{' '}
        <Link href={`${paths.myData}#discretion`}>Discretion on the My Data page</Link>. Then:
      </p>
      <ul>
        <li>
          files you download (backups, the recovery key, PDFs, calendar files) get plain names such as "document-2026-03-02.pdf",
          with no product, legal or family words;
        </li>
        <li>calendar events you add from the app read "With Alex" and name no product;</li>
        <li>if you add the app to your home screen after turning it on, it is installed as "Notes" with a plain icon.</li>
      </ul>
      <p>What it cannot hide:</p>
      <ul>
        <li>
          <strong>Browser history:</strong> the site's address and page titles stay in the history unless you use a private window
          or delete the entries.
        </li>
        <li>
          <strong>The installed app:</strong> a neutral name and icon do not remove it from the phone's list of apps and storage
          settings, and it opens on this site. An app installed before you turned Discretion on keeps its old name until you
          remove it and add it again.
        </li>
        <li>
          <strong>Notifications:</strong> this app sends none, but calendar events you import from it will remind you in your
          calendar (with the plain wording if Discretion was on).
        </li>
        <li>
          <strong>A search of the device:</strong> a plain name does not change what is inside. A downloaded PDF contains
          everything you wrote, and a search inside files can find it. Delete downloads you no longer need, and empty the trash.
        </li>
        <li>
          <strong>The backup file:</strong> its contents are encrypted and cannot be read without your passphrase or recovery key,
          but the file itself can be seen, with its size and date.
        </li>
        <li>
          <strong>The stored data:</strong> the browser's list of site data shows that this site keeps data on the device, though
          not what it is.
        </li>
      </ul>
    </GuideShell>
  );
}
