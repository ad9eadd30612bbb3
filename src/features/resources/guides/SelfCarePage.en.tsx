import { Link } from 'wouter';
import { SELF_CARE_LINES } from '../../../content/crisisLines';
import { HelpLines } from '../../../ui/HelpLines';
import { GuideShell } from './GuideShell';
import * as paths from '../../../lib/paths';

export default function SelfCarePage() {
  return (
    <GuideShell
      title="Self-Care During Divorce"
      path={paths.selfCareGuide}
      description="Emotional, physical and practical self-care for parents going through divorce, with US crisis lines: 988 Suicide & Crisis Lifeline and the National Domestic Violence Hotline."
      keywords={['self-care during divorce', 'divorce stress', 'divorce support', '988 crisis line']}
      lead={
        <>
          <p>
            Divorce is one of the most stressful experiences an adult can go through, and doing it while caring for children adds
            another layer. Looking after yourself is not selfish: your children need a parent who is rested enough to be patient,
            and your case needs a person who can think clearly.
          </p>
          <p>You do not have to do everything on this page. Pick one or two ideas that fit your life this week.</p>
        </>
      }
    >
      <HelpLines
        className="card guide__callout guide__crisis"
        ids={SELF_CARE_LINES}
        intro="These US services are free, confidential and open 24 hours a day, 7 days a week."
      />

      <h2>Emotional self-care</h2>
      <h3>Expect a mix of feelings, and let them come</h3>
      <p>
        Grief, anger, relief, fear, guilt and even hope can all show up in the same day. Divorce is a loss even when it was your
        choice, and grieving it is normal. Feelings tend to come in waves rather than in neat stages; a hard day after a good week
        does not mean you are going backwards.
      </p>
      <h3>Find people to lean on</h3>
      <ul>
        <li>
          Tell two or three trusted friends or relatives what you are going through, and be specific about what helps: a weekly
          call, a meal, help with school pickup.
        </li>
        <li>
          Consider a therapist or counselor, ideally one who works with divorce or family transitions. Many health insurance plans
          cover therapy, and many employers offer a free Employee Assistance Program (EAP) with a few confidential sessions.
        </li>
        <li>
          Divorce support groups (through community centers, places of worship, or online) connect you with people who understand
          without needing the backstory.
        </li>
      </ul>
      <h3>Protect your mind</h3>
      <ul>
        <li>
          Limit how often you check your ex's social media, and think twice before posting about your divorce. Posts can end up as
          evidence in court.
        </li>
        <li>
          Write things down. A journal is a safe place for the angry letter you should never send, and it helps you notice
          patterns in what lifts or drains you.
        </li>
        <li>
          Try a short daily calming practice. For example, breathe in for a count of 4, hold for 4, breathe out for 6, and repeat
          five times. Free mindfulness apps and videos can guide you.
        </li>
        <li>Be kind to yourself in your own head. Talk to yourself the way you would talk to a friend in the same situation.</li>
      </ul>
      <h3>Support your children without carrying everything alone</h3>
      <p>
        Children take emotional cues from their parents. You do not need to hide all sadness, but they need to know the adults are
        handling adult problems. Simple, honest words ("Mom and Dad won't live together anymore, and we both love you very much")
        and steady routines help. If a child seems stuck (changes in sleep, school, appetite or friendships lasting more than a
        few weeks), talk to their pediatrician or school counselor. Our{' '}
        <Link href={paths.coparentingGuide}>Co-Parenting Communication Guide</Link> has ideas for keeping children out of the
        middle.
      </p>

      <h2>Physical self-care</h2>
      <p>Stress lives in the body. Small, steady habits make a real difference to mood, patience and decision-making.</p>
      <ul>
        <li>
          <strong>Sleep:</strong> aim for a regular bedtime and wake time, even on weekends without the children. Put screens away
          30 to 60 minutes before bed, and do not read co-parenting messages or legal documents at night.
        </li>
        <li>
          <strong>Eat regularly:</strong> stress can kill your appetite or make you graze. Simple, regular meals keep your energy
          and mood steadier. Keep easy, healthy food at home for the hard days.
        </li>
        <li>
          <strong>Move your body:</strong> a 20- to 30-minute walk most days reduces stress and anxiety for many people. It does
          not have to be a workout; dancing in the kitchen with your kids counts.
        </li>
        <li>
          <strong>Watch alcohol and other substances:</strong> they can feel like relief but worsen sleep, mood and judgment, and
          heavy use can affect custody decisions. If you are worried about your use, SAMHSA's helpline (1-800-662-4357) can help
          confidentially.
        </li>
        <li>
          <strong>See your doctor:</strong> tell your primary care provider what you are going through. Ongoing sleeplessness,
          panic, loss of appetite or low mood are worth treating, and your doctor can help.
        </li>
        <li>
          <strong>Rest without guilt:</strong> time to do nothing is part of recovery, not a waste.
        </li>
      </ul>

      <h2>Practical self-care</h2>
      <p>
        Feeling out of control is one of the hardest parts of divorce. Getting organized gives you back some control and reduces
        the number of things spinning in your head.
      </p>
      <h3>Organize the paperwork</h3>
      <ul>
        <li>
          Keep one folder (paper or digital) for your case: court papers, financial records, the parenting schedule, and notes
          from calls with your attorney.
        </li>
        <li>
          Use a checklist so you are not holding everything in memory. Our{' '}
          <Link href={paths.divorceChecklist}>Divorce Checklist</Link> walks through the legal, financial and household tasks.
        </li>
        <li>
          Keep a simple log of the children's schedule, exchanges and shared costs; the{' '}
          <Link href={paths.expenses}>Shared Expense Tracker</Link> can help with the costs.
        </li>
      </ul>
      <h3>Steady your finances</h3>
      <ul>
        <li>List your monthly income and expenses so you know where you stand; a realistic budget lowers anxiety.</li>
        <li>
          Open a bank account in your own name if you do not have one, and check your credit report for free at
          annualcreditreport.com.
        </li>
        <li>Change passwords for your email, phone and financial accounts, and turn on two-step verification.</li>
        <li>Ask your attorney before moving or spending large sums; some courts restrict this while a case is open.</li>
      </ul>
      <h3>Protect your time and energy</h3>
      <ul>
        <li>Say no to extra commitments for a while. This is a season to do less.</li>
        <li>
          Set up routines for the days the children are with the other parent. Those quiet evenings can be the hardest; plan
          something for them, such as a class, a call with a friend or exercise.
        </li>
        <li>Limit how much time you spend on the case each day. Set a time to deal with legal tasks and then put them away.</li>
        <li>
          Make decisions when you are calm, not in the middle of an argument or late at night. Big decisions can usually wait a
          day.
        </li>
      </ul>
      <h3>Build your support team</h3>
      <p>
        Think about who helps with what: a family law attorney or legal aid office for legal questions (many state bar
        associations run lawyer referral services), a mediator for agreements, a therapist for your emotional health, a financial
        planner or accountant for money questions, and friends and family for everyday support. You do not have to be the expert
        on everything.
      </p>

      <h2>Signs you need more support</h2>
      <p>Reach out to a doctor, therapist or one of the crisis lines above if, for more than a couple of weeks, you:</p>
      <ul>
        <li>feel hopeless, empty or numb most of the day;</li>
        <li>cannot sleep, or sleep far more than usual;</li>
        <li>are drinking or using other substances to get through the day;</li>
        <li>are struggling to care for your children or to do your job;</li>
        <li>have thoughts of hurting yourself or someone else (call or text 988 now).</li>
      </ul>
      <p>
        Asking for help is a sign of strength. Many parents who have been through divorce say that getting support early was one
        of the best decisions they made.
      </p>
    </GuideShell>
  );
}
