import { Link } from 'wouter';
import { GuideShell } from './GuideShell';
import { Accordion, AccordionItem } from '../../../ui/Accordion';
import { ScrollTable } from './ScrollTable';
import * as paths from '../../../lib/paths';

export default function DiscoveryPage() {
  return (
    <GuideShell
      title="Understanding Discovery"
      path={paths.discoveryGuide}
      description="Discovery in divorce explained in plain language: interrogatories, requests for production, depositions, subpoenas and requests for admission, your role, and what to expect."
      keywords={[
        'divorce discovery',
        'interrogatories',
        'request for production',
        'deposition',
        'subpoena',
        'request for admission',
      ]}
      lead={
        <>
          <p>
            <strong>Discovery</strong> is the formal process in which each side of a divorce gets information and documents from
            the other (and sometimes from outside people such as employers and banks) before settlement talks or a trial. Its
            purpose is simple: decisions about property, support and parenting should be based on complete, accurate facts, not
            surprises.
          </p>
          <p>
            Discovery can feel intrusive and tedious. Knowing what each tool is, what is expected of you, and how long things take
            makes it much more manageable.
          </p>
        </>
      }
    >
      <h2>Formal and informal discovery</h2>
      <p>
        Many couples exchange information <strong>informally</strong>: each side hands over tax returns, pay stubs and account
        statements on request, often with a financial affidavit or disclosure form. This is faster and cheaper. When information
        is not shared voluntarily, or the case is contested, the parties use <strong>formal discovery</strong>, the tools below,
        which are governed by court rules and enforceable by the judge.
      </p>
      <p>
        Many states also require <strong>mandatory financial disclosure</strong> in every divorce, whether or not anyone asks: for
        example a sworn financial affidavit or statement listing income, expenses, assets and debts, with supporting documents.
        Our <Link href={paths.affidavit}>Financial Affidavit Template</Link> can help you gather that information. The names,
        forms and deadlines differ from state to state, so check your state court's website or ask an attorney.
      </p>

      <h2>The five main discovery tools</h2>
      <Accordion>
        <AccordionItem open summary="Interrogatories: written questions">
          <p>
            Interrogatories are written questions that one party sends to the other, to be answered in writing{' '}
            <strong>under oath</strong>. Your signed answers are sworn statements, so they must be truthful and complete.
          </p>
          <p>Typical questions in a divorce:</p>
          <ul>
            <li>List every employer you have had in the past five years, with your position and pay.</li>
            <li>Identify every bank, retirement and investment account in your name, alone or jointly.</li>
            <li>Describe any property you claim is your separate (non-marital) property and why.</li>
            <li>Describe your involvement in the children's daily care, schooling and medical appointments.</li>
            <li>Name each person you expect to call as a witness.</li>
          </ul>
          <p>
            Most courts limit how many interrogatories can be sent (the federal rules and many states cap them at around 25 to 30,
            including sub-parts), and some states provide standard "form interrogatories" for family cases. You usually have about
            30 days to answer; the exact deadline depends on your state's rules and on how the questions were delivered.
          </p>
        </AccordionItem>
        <AccordionItem summary="Requests for production: documents and records">
          <p>
            A request for production asks the other party to hand over documents, electronic records or other items in their
            possession, custody or control. In divorce cases, requests commonly cover:
          </p>
          <ul>
            <li>federal and state tax returns with all schedules and W-2s or 1099s, often for the last three to five years;</li>
            <li>recent pay stubs and proof of bonuses, commissions or other income;</li>
            <li>bank, credit card, retirement and investment statements;</li>
            <li>mortgage, deed, vehicle title and loan documents;</li>
            <li>business records if either spouse owns a business;</li>
            <li>insurance policies, and records of the children's expenses (childcare, medical, activities);</li>
            <li>sometimes emails, text messages, photos or social media posts relevant to the issues in the case.</li>
          </ul>
          <p>
            The deadline to respond is usually about 30 days. You produce what you have or can reasonably get (for example by
            downloading statements from your bank's website), and say in writing if something does not exist or is not in your
            control.
          </p>
        </AccordionItem>
        <AccordionItem summary="Depositions: testimony under oath">
          <p>
            A deposition is an interview under oath, outside the courtroom, usually at a lawyer's office or by video. The other
            side's attorney asks you questions; your attorney attends and may object; a court reporter records every word, and the
            transcript can later be used in court, including to point out any difference between what you said then and what you
            say at trial.
          </p>
          <p>Depositions are more common in cases with significant assets, a business, or disputed custody. Tips:</p>
          <ul>
            <li>Tell the truth. Saying "I don't know" or "I don't remember" is fine when it is true.</li>
            <li>Listen to the whole question, pause, and answer only that question. Do not volunteer extra information.</li>
            <li>Ask for a question to be repeated or rephrased if you do not understand it.</li>
            <li>Stay calm and polite, even if the questions feel personal or hostile. Take a break if you need one.</li>
            <li>Do not guess at numbers or dates; say you would need to check the records.</li>
            <li>Review your own documents and discovery answers beforehand with your attorney.</li>
          </ul>
          <p>
            Depositions are usually the most expensive discovery tool, because attorneys and a court reporter are paid for the
            time, and transcripts cost extra.
          </p>
        </AccordionItem>
        <AccordionItem summary="Subpoenas: information from people outside the case">
          <p>
            The tools above only work between the two spouses. A <strong>subpoena</strong> is a court-authorized order that
            requires someone who is not a party, such as an employer, bank, school, doctor or accountant, to produce records (a
            "subpoena duces tecum") or to appear and testify at a deposition, hearing or trial.
          </p>
          <p>
            Subpoenas are often used to confirm that the records one spouse provided are complete, for example by getting
            statements directly from the bank, or pay records directly from the employer. In many states an attorney can issue a
            subpoena; a self-represented party usually gets one from the court clerk. The other party typically must receive
            notice, and a person or business that receives a subpoena can object or ask the court to limit it.
          </p>
        </AccordionItem>
        <AccordionItem summary="Requests for admission: confirming the facts">
          <p>
            A request for admission asks the other party to admit or deny specific statements, for example: "Admit that the house
            at 12 Oak Street was purchased before the marriage," or "Admit that the attached document is a true copy of your 2024
            tax return." Admitted facts no longer need to be proven at trial, which narrows the dispute and saves time and money.
          </p>
          <p>
            <strong>Deadlines matter here more than anywhere.</strong> In many states, if you do not respond in time (often about
            30 days), the statements are treated as admitted, even if they are not true. If you receive requests for admission,
            mark the deadline immediately and get help if you need it. You can admit, deny, or explain in writing why you cannot
            truthfully admit or deny after a reasonable inquiry.
          </p>
        </AccordionItem>
      </Accordion>

      <h2>The tools at a glance</h2>
      <ScrollTable label="Discovery tools at a glance">
        <table>
          <caption className="visually-hidden">Discovery tools, who they go to, and what they produce</caption>
          <thead>
            <tr>
              <th scope="col">Tool</th>
              <th scope="col">Sent to</th>
              <th scope="col">What you get</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Interrogatories</td>
              <td>The other spouse</td>
              <td>Written answers under oath</td>
            </tr>
            <tr>
              <td>Requests for production</td>
              <td>The other spouse</td>
              <td>Documents and electronic records</td>
            </tr>
            <tr>
              <td>Depositions</td>
              <td>The other spouse or a witness</td>
              <td>Spoken testimony under oath, with a transcript</td>
            </tr>
            <tr>
              <td>Subpoenas</td>
              <td>People and businesses outside the case</td>
              <td>Records or testimony from third parties</td>
            </tr>
            <tr>
              <td>Requests for admission</td>
              <td>The other spouse</td>
              <td>Facts admitted or denied</td>
            </tr>
          </tbody>
        </table>
      </ScrollTable>

      <h2>Your role in discovery</h2>
      <p>Even with an attorney, much of discovery depends on you. You know where the records are.</p>
      <ul>
        <li>
          <strong>Start gathering early.</strong> Collect tax returns, pay stubs, statements and account lists before anyone asks.
          Our <Link href={paths.divorceChecklist}>Divorce Checklist</Link> lists the usual documents.
        </li>
        <li>
          <strong>Be honest and complete.</strong> Hiding income or assets is a serious mistake: judges can impose fines, order
          you to pay the other side's attorney fees, draw conclusions against you, or reopen a settlement later, and false sworn
          answers can amount to perjury.
        </li>
        <li>
          <strong>Keep everything.</strong> Do not delete texts, emails, social media posts or files that could relate to the
          case, even embarrassing ones. Destroying evidence once a case is expected ("spoliation") can lead to sanctions.
        </li>
        <li>
          <strong>Meet deadlines.</strong> Put every discovery deadline on your calendar the day you receive the request. If you
          need more time, ask for it before the deadline (often the other side will agree in writing).
        </li>
        <li>
          <strong>Organize what you hand over.</strong> Label documents clearly, keep a copy of everything you produce and a list
          of what was sent and when.
        </li>
        <li>
          <strong>Review your answers carefully.</strong> Read every draft your attorney prepares before you sign it. Correct
          anything that is wrong or incomplete, and update answers if something changes later (most states require this).
        </li>
        <li>
          <strong>Protect sensitive information.</strong> Ask about a protective order for private business, medical or financial
          records, and follow your court's rules on blacking out (redacting) Social Security and account numbers in anything filed
          with the court.
        </li>
        <li>
          <strong>Keep legal advice private.</strong> Your communications with your attorney are generally privileged. Do not
          forward them to others or discuss them on social media, which can waive that protection.
        </li>
      </ul>

      <h2>What to expect</h2>
      <ol>
        <li>
          <strong>Discovery begins</strong> once the divorce case is filed and the other spouse has been served (some states
          require a short waiting period or a first court date before formal requests can be sent). The court may set a schedule
          with a deadline for finishing discovery.
        </li>
        <li>
          <strong>Requests are exchanged.</strong> Usually written discovery (interrogatories, requests for production and
          requests for admission) comes first, because the answers show what else is needed.
        </li>
        <li>
          <strong>Responses come back</strong> within the deadline (often around 30 days), sometimes with objections, for example
          that a request is too broad, irrelevant or asks for privileged information.
        </li>
        <li>
          <strong>Gaps are followed up.</strong> Attorneys first try to work out disagreements informally. If that fails, a party
          can ask the judge for an order to compel answers, and the judge can order the other side to comply and sometimes to pay
          the costs.
        </li>
        <li>
          <strong>Subpoenas and depositions</strong> follow where needed, to check information or question witnesses.
        </li>
        <li>
          <strong>Discovery closes</strong> and the information is used in mediation, settlement negotiations or, if there is no
          agreement, at trial.
        </li>
      </ol>
      <p>
        In a simple, cooperative divorce, discovery may take a few weeks and consist of a document exchange. In a contested case
        with a business, hidden assets or a custody dispute, it can take many months and be a large part of the legal fees.
        Cooperating and exchanging documents voluntarily is one of the most effective ways to keep costs down.
      </p>

      <h2>If you are representing yourself</h2>
      <p>
        You have the same rights and duties in discovery as a party with a lawyer. Start with your state court's self-help center
        or website, which often has plain-language guides and forms, and ask the clerk how subpoenas are issued in your county.
        Local legal aid organizations, law school clinics and bar association referral services can help, sometimes for free or at
        low cost. Consider a limited-scope attorney for a single task, such as preparing for a deposition or drafting discovery
        requests.
      </p>
    </GuideShell>
  );
}
