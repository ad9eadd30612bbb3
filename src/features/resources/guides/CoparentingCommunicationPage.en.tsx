import { Link } from 'wouter';
import { GuideShell } from './GuideShell';
import { Example } from './Example';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import { LINES } from '../../../content/crisisLines';
import * as paths from '../../../lib/paths';

export default function CoparentingCommunicationPage() {
  return (
    <GuideShell
      title="Co-Parenting Communication Guide"
      path={paths.coparentingGuide}
      description="How to communicate with your co-parent during and after divorce: child-centered messages, the BIFF method with examples, boundaries, avoiding triangulation and parallel parenting."
      keywords={['co-parenting communication', 'BIFF method', 'parallel parenting', 'high-conflict co-parent']}
      lead={
        <>
          <p>
            You may no longer be married, but you are still raising children together. How the two of you talk to each other
            shapes how safe your children feel, how smoothly the schedule runs, and, if things end up in court, how a judge sees
            you.
          </p>
          <p>
            This guide gives you practical ways to keep communication calm, short and focused on the children, even when the other
            parent does not return the favor.
          </p>
        </>
      }
    >
      <h2>The foundations</h2>
      <p>
        Three habits do most of the work. They will not make every exchange pleasant, but they keep the focus where it belongs and
        protect you if a disagreement escalates.
      </p>
      <Accordion>
        <AccordionItem open summary="A child-centered approach">
          <p>
            Before you send a message or start a conversation, ask yourself one question:{' '}
            <strong>"Does this help my child?"</strong> If the honest answer is no, it probably does not need to be said, or it
            needs to be said differently.
          </p>
          <ul>
            <li>
              Talk about the children's needs (pickup times, school events, medical appointments, activities), not about the
              history of your relationship.
            </li>
            <li>
              Never use your children as messengers. "Tell your dad he's late with the check" puts a child in the middle of an
              adult problem. Send the message yourself.
            </li>
            <li>
              Do not ask children to report on the other household. Questions like "Who was at Mom's house?" make them feel they
              are betraying someone.
            </li>
            <li>
              Keep adult conflict out of earshot. Children hear phone calls from the next room and read messages left open on a
              screen.
            </li>
            <li>
              Let your children love the other parent. Saying "I'm glad you had fun at Dad's" costs you little and means a great
              deal to them.
            </li>
          </ul>
          <p>
            Research on children of divorce consistently finds that ongoing conflict between parents, more than the divorce
            itself, is what harms children most. Lowering the temperature is one of the most protective things you can do.
          </p>
        </AccordionItem>
        <AccordionItem summary="A respectful, businesslike tone">
          <p>
            Many family therapists suggest treating your co-parent like a business partner or a colleague you do not know well:
            polite, clear and professional. You do not have to like each other to run the "business" of raising your children.
          </p>
          <ul>
            <li>Use a neutral greeting and closing ("Hi Sam," … "Thanks.").</li>
            <li>Stick to facts, dates and times. Leave out opinions about the other parent's character.</li>
            <li>Avoid sarcasm, all capital letters, and words like "always" and "never".</li>
            <li>Use "I" statements: "I'd like to confirm Friday pickup at 5" instead of "You never tell me anything."</li>
            <li>Assume that a judge, a mediator or your child may read every message one day. Write accordingly.</li>
            <li>
              If you are angry, wait. Draft the reply, then reread it hours later (or the next morning) before sending. Few
              co-parenting messages truly need an answer within minutes.
            </li>
          </ul>
        </AccordionItem>
        <AccordionItem summary="Consistency and reliability">
          <p>
            Children cope best with change when the adults around them are predictable. Consistency also builds the trust that
            makes future negotiations easier.
          </p>
          <ul>
            <li>Follow the parenting plan or court order as written, including exchange times and locations.</li>
            <li>Do what you say you will do. If you cannot, say so early and offer an alternative.</li>
            <li>
              Try to keep similar routines in both homes where you can (bedtimes, homework, screen time, discipline), even if the
              details differ.
            </li>
            <li>
              Agree on a regular time and channel for routine updates, for example a short weekly message every Sunday evening
              about the week ahead.
            </li>
            <li>
              Put schedule changes in writing, even if you agreed on them in person: "As we discussed, I'll keep the kids until 7
              on Saturday and you'll have them until 7 next Saturday."
            </li>
          </ul>
        </AccordionItem>
      </Accordion>

      <h2>Practical strategies</h2>
      <Accordion>
        <AccordionItem summary="Choose the right medium">
          <p>
            How you communicate matters as much as what you say. Pick the channel that suits the topic and your level of conflict.
          </p>
          <ul>
            <li>
              <strong>Co-parenting apps</strong> (for example OurFamilyWizard, TalkingParents or AppClose) keep a time-stamped
              record of messages, shared calendars and expenses. Some courts order them in high-conflict cases, and their records
              are easy to print if you ever need them.
            </li>
            <li>
              <strong>Email</strong> works well for anything that needs detail or a record: school information, medical updates,
              proposed schedule changes.
            </li>
            <li>
              <strong>Text messages</strong> suit quick logistics ("Running 10 minutes late, there at 5:10"). Avoid long
              discussions by text; they escalate quickly.
            </li>
            <li>
              <strong>Phone or video calls</strong> can resolve things faster when you are both calm. Follow up in writing to
              confirm what you agreed.
            </li>
            <li>
              <strong>Face-to-face conversations</strong> at exchanges are the riskiest: the children are watching. Keep handoffs
              short and friendly, and save discussions for another time.
            </li>
          </ul>
          <p>
            If there is a protective order, follow its terms exactly. It may limit or forbid direct contact; ask your attorney or
            the court what communication is allowed.
          </p>
        </AccordionItem>
        <AccordionItem summary="The BIFF method: Brief, Informative, Friendly, Firm">
          <p>
            BIFF is a method developed by attorney and therapist Bill Eddy of the High Conflict Institute for answering hostile or
            emotional messages. It is especially useful when the other parent sends long, accusing or provocative messages.
          </p>
          <h3>Brief</h3>
          <p>
            Keep it to a short paragraph. The longer your reply, the more there is to argue about. You do not have to respond to
            every accusation.
          </p>
          <h3>Informative</h3>
          <p>
            Give accurate, neutral information about the issue at hand: dates, times, facts. Correct false statements only when it
            matters, briefly and without emotion.
          </p>
          <h3>Friendly</h3>
          <p>
            A friendly opening or closing ("Thanks for letting me know," "Have a good weekend") lowers the temperature. It is not
            weakness; it makes the exchange less likely to escalate.
          </p>
          <h3>Firm</h3>
          <p>
            End the topic. Give a clear answer or offer two choices, and, if a reply is needed, a deadline. Do not invite further
            debate.
          </p>
          <h3>Example</h3>
          <Example kind="bad" label="Message you receive">
            <p>
              "Unbelievable. You let Maya stay up until midnight AGAIN and she was a wreck at school. You only care about being
              the fun parent. And you still haven't paid me back for her soccer fees. Typical."
            </p>
          </Example>
          <Example kind="bad" label="A reply that escalates">
            <p>
              "Maybe if you didn't overschedule her she wouldn't be so tired. I'm not paying a cent until you show me a receipt,
              like I've asked a hundred times. You're the one who…"
            </p>
          </Example>
          <Example kind="good" label="A BIFF reply">
            <p>
              "Hi Jordan, thanks for telling me Maya was tired on Monday. She was in bed by 9:30 on Sunday; I'll keep to 9:00 on
              school nights. For soccer, please send me the receipt and I'll pay my half ($45) within five days of getting it.
              Thanks."
            </p>
          </Example>
          <p>
            Notice what the BIFF reply leaves out: no defense of your parenting, no counter-accusation, no reaction to "Typical."
            It addresses the two real issues (bedtime and the fee) and closes them.
          </p>
          <h3>Another example: a schedule request</h3>
          <Example kind="good" label="A BIFF reply">
            <p>
              "Hi Alex, I can't swap this weekend because of a work trip. I could take the kids the following weekend (the 14th to
              the 16th) instead, or we can keep the schedule as is. Please let me know by Wednesday which you prefer. Thanks."
            </p>
          </Example>
        </AccordionItem>
        <AccordionItem summary="Set healthy boundaries">
          <p>
            Boundaries are the rules you set for yourself about how and when you will communicate. They protect your time and your
            peace, and they make it clearer to everyone what to expect.
          </p>
          <ul>
            <li>
              Decide on response times: "I check co-parenting messages once each evening and will reply by the next day unless
              it's an emergency." Define emergency (a child's health or safety, a same-day schedule problem).
            </li>
            <li>
              Keep topics to the children. Politely decline to discuss your personal life, new partners or finances unrelated to
              the children.
            </li>
            <li>
              You may end a conversation that turns abusive: "I'm going to end this call. I'll reply to your question about the
              dentist by email."
            </li>
            <li>
              Do not argue over the parenting plan in the moment. If something needs to change, propose it in writing, and use
              mediation if you cannot agree.
            </li>
            <li>
              Respect the other parent's time with the children. Keep calls and texts to the children at the times the plan allows
              or that you have agreed on.
            </li>
          </ul>
        </AccordionItem>
        <AccordionItem summary="Avoid triangulation">
          <p>
            Triangulation happens when a third person, often a child, is pulled into the conflict between two parents. It can be
            obvious or subtle:
          </p>
          <ul>
            <li>Using a child to carry messages, money or documents with a message attached.</li>
            <li>Asking a child which parent they want to live with, or who they love more.</li>
            <li>Venting to a child about the other parent, or sharing details of the court case.</li>
            <li>Asking a child to keep secrets from the other parent.</li>
            <li>Involving grandparents, friends or new partners in carrying the conflict.</li>
          </ul>
          <p>
            Children in the middle often feel guilty, anxious or responsible for adult problems. Talk to the other parent directly
            (or through your attorneys or an app), and find another adult, a friend, a counselor or a support group, to vent to.
          </p>
          <p>
            If your child brings you a message ("Mom says you have to pay for camp"), thank them, tell them you will talk to Mom
            about it, and then do so yourself.
          </p>
        </AccordionItem>
        <AccordionItem summary="When conflict stays high: parallel parenting">
          <p>
            Cooperative co-parenting is not realistic for everyone. When every exchange turns into a fight, parallel parenting
            lets each parent care for the children in their own home with as little direct contact as possible.
          </p>
          <ul>
            <li>Communication is written only, brief and limited to essential information, often through an app.</li>
            <li>
              A detailed parenting plan spells out schedules, exchange times and places, and who decides what, so there is little
              left to negotiate.
            </li>
            <li>
              Each parent handles day-to-day decisions during their own time without consulting the other, and does not interfere
              with the other home's routines.
            </li>
            <li>Exchanges happen at school, at daycare or at a neutral, public place to avoid face-to-face contact.</li>
            <li>Each parent attends school events and activities separately, or sits apart.</li>
          </ul>
          <p>
            Parallel parenting is often a stage rather than a permanent state: as emotions settle, many parents find they can
            gradually cooperate more. Our <Link href={paths.parentingPlan}>Parenting Plan Template</Link> can help you write the
            detailed plan that parallel parenting depends on.
          </p>
        </AccordionItem>
      </Accordion>

      <h2>Handling difficult conversations</h2>
      <p>
        Some topics will be hard no matter what: money, new partners, moving, discipline, a child's struggles. These steps help.
      </p>
      <ol>
        <li>
          <strong>Pick the time and place.</strong> Never during an exchange or in front of the children. Suggest a scheduled call
          or a written exchange.
        </li>
        <li>
          <strong>Prepare.</strong> Write down the one or two points you need to cover and what outcome you are hoping for.
        </li>
        <li>
          <strong>Start with common ground.</strong> "We both want Sam to do well in school" opens more doors than a complaint.
        </li>
        <li>
          <strong>Describe the issue, not the person.</strong> "Sam has missed three assignments that were due after weekends"
          rather than "You never make him do homework."
        </li>
        <li>
          <strong>Listen and acknowledge.</strong> Repeat back what you heard ("So you're worried about the cost") even when you
          disagree.
        </li>
        <li>
          <strong>Offer options, not ultimatums.</strong> Two or three workable choices make agreement more likely.
        </li>
        <li>
          <strong>Take a break if it escalates.</strong> "Let's stop here and pick this up Thursday" is better than saying
          something you regret.
        </li>
        <li>
          <strong>Confirm in writing.</strong> Send a short summary of anything you agreed on, with dates.
        </li>
        <li>
          <strong>Use a neutral third party when stuck.</strong> A mediator, a parenting coordinator or a family therapist can
          help you reach decisions you cannot reach alone.
        </li>
      </ol>

      <h2>When to get more help</h2>
      <p>
        Communication strategies are not a substitute for safety. If you are afraid of the other parent, if there has been
        violence or threats, or if your children are at risk, speak to a family law attorney or a domestic violence advocate about
        protective orders and supervised exchanges. The {LINES.dv.name} is available 24 hours a day:{' '}
        <a href={LINES.dv.actions[0]!.href}>{LINES.dv.actions[0]!.label}</a>. In an emergency,{' '}
        <a href={LINES.emergency.actions[0]!.href}>call 911</a>.
      </p>
      <p>
        Keep copies of your messages. If your case goes to court, a record showing that you communicated calmly and put your
        children first can matter.
      </p>
    </GuideShell>
  );
}
