// The calm topics the coach answers: fixed, reviewed replies chosen by keyword (the coach's
// engine.ts uses them; triage.ts asks whether a message sits confidently on one of them).
import * as paths from '../../lib/paths';
import type { AppPath } from '../../lib/paths';

/** A link in a reply: a page of the app. */
export interface Link {
  label: string;
  href: AppPath;
}

export interface Topic {
  id: string;
  match: RegExp;
  reply: string;
  links: Link[];
}

const TOPICS: readonly Topic[] = [
  {
    id: 'anxious',
    match: /\b(anxious|anxiety|worr(y|ied|ying)|panic|nervous|scared|afraid)\b/i,
    reply:
      "Feeling anxious during a separation is very common, especially when the other parent is hard to deal with. Two things help most: knowing what comes next, and having your facts organised.\n\nA calm first step: write down the three things you're most worried about, then pick one to act on this week. If it's the children's schedule, start a parenting plan draft; if it's money, list your monthly income and expenses.",
    links: [
      { label: 'Self-care during divorce', href: paths.selfCareGuide },
      { label: 'Divorce checklist', href: paths.divorceChecklist },
    ],
  },
  {
    id: 'confused',
    match:
      /\b(steps of the process|what comes next|confus(ed|ing)|don'?t understand|where (do|to) (i )?start|what('?s| is) (next|the process)|lost)\b/i,
    reply:
      "It's normal to feel confused: divorce mixes legal steps, money and parenting all at once. Most cases move through the same stages: filing and serving papers, temporary orders, financial disclosure (discovery), negotiation or mediation, and then an agreement or a hearing.\n\nThe divorce checklist walks through those stages one task at a time.",
    links: [
      { label: 'Divorce checklist', href: paths.divorceChecklist },
      { label: 'Understanding discovery', href: paths.discoveryGuide },
    ],
  },
  {
    id: 'overwhelmed',
    match: /\b(overwhelm(ed|ing)?|too much|exhausted|can'?t cope|drowning|burn(ed|t)? out)\b/i,
    reply:
      "When everything feels like too much, shrink the next step. Today, do only one of these: save one document you'll need (a pay stub or a bank statement), write the children's current weekly routine, or take twenty minutes away from the case entirely.\n\nYou don't have to solve the whole divorce this week.",
    links: [
      { label: 'Self-care during divorce', href: paths.selfCareGuide },
      { label: 'Insights & guides', href: paths.insights },
    ],
  },
  {
    id: 'hopeful',
    match: /\b(hopeful|optimistic|ready|better|moving forward|fresh start)\b/i,
    reply:
      "That's worth holding on to. Hope turns into progress when it has a plan: a parenting plan that shares time fairly, a clear budget, and a calm way to communicate with the other parent.\n\nA good next step is drafting your parenting plan, so you walk into any negotiation knowing what you'd propose.",
    links: [
      { label: 'Parenting plan template', href: paths.parentingPlan },
      { label: 'Custody readiness quiz', href: paths.custodyReadinessQuiz },
    ],
  },
  {
    id: 'browsing',
    match: /\b(just browsing|looking around|browsing|exploring)\b/i,
    reply:
      'Welcome. Everything here is free to explore, and what you type into the tools stays encrypted on this device. Popular places to start: the guides, the child support estimator, and the parenting plan template.',
    links: [
      { label: 'Resource hub', href: paths.resources },
      { label: 'Child support estimator', href: paths.childSupport },
    ],
  },
  {
    id: 'custody',
    match:
      /\b(custody|parenting (time|plan)|schedule|visitation|50.?50|equal time|week on|holidays?|custodia|horarios?|visitas?|visita supervisada|plan de crianza|tiempo con (?:mis|los|sus) (?:hijos|ninos|hijas)|semana y semana)\b/i,
    reply:
      "For equal co-parenting, courts and mediators commonly use schedules such as week-on/week-off, 2-2-3, or 2-2-5-5, with holidays alternating by year. What matters most to a judge is the children's stability and each parent's involvement.\n\nDraft your proposal in the parenting plan template, and keep a simple record of the time you actually spend with the children.",
    links: [
      { label: 'Parenting plan template', href: paths.parentingPlan },
      { label: 'Custody readiness quiz', href: paths.custodyReadinessQuiz },
    ],
  },
  {
    id: 'communication',
    match:
      /\b(communicat\w*|text(s|ed|ing)?|e-?mails?|messages?|argu\w*|fight\w*|yell\w*|biff|ex|mensajes?|whatsapp|te marco|te llamo|llamadas?)\b/i,
    reply:
      "With a high-conflict co-parent, keep every message BIFF: Brief, Informative, Friendly, Firm. Answer only the parenting question, leave out opinions and history, and don't reply to insults.\n\nUse written channels (a co-parenting app or email) so there's a record, and give yourself an hour before answering anything that upsets you.",
    links: [
      { label: 'Message coach', href: paths.messageCoach },
      { label: 'Co-parenting communication guide', href: paths.coparentingGuide },
    ],
  },
  {
    id: 'money',
    match:
      /\b(receipts?|venmo|maintenance|cms|private arrangement|money|child support|support|alimony|spousal|expenses?|budget|income|finances?|financial|affidavit|debt|fees?|retainer|bills?|manutencion|pension alimenticia|pagos?|gastos?|cuotas?|honorarios|pension(?: de alimentos)?|colegiatura|cuanto te debo|deposit\w*|a medias|la mitad (?:de|del))\b/i,
    reply:
      "For money questions, start with the numbers: your monthly income, your monthly expenses, and what the children's costs are. The estimator gives a simplified first look at child support in your state, the financial affidavit organises your disclosure, and the expense tracker splits shared costs fairly.",
    links: [
      { label: 'Child support estimator', href: paths.childSupport },
      { label: 'Financial affidavit', href: paths.affidavit },
      { label: 'Shared expense tracker', href: paths.expenses },
    ],
  },
  {
    id: 'court',
    match:
      /\b(consent order|dispute resolution|parenting (?:through separation )?course|court|hearing|judge|lawyer|attorney|trial|filing|file|papers|paperwork|served|discovery|subpoena|corte|audiencias?|juez|jueza|abogad[oa]s?|tribunal|formularios?|tramites?|demanda|citatorio|pruebas)\b/i,
    reply:
      "Before a hearing: organise your documents, prepare a short list of what you're asking for and why it serves the children, and practise answering calmly. If you can, talk to a family law attorney in your state; many offer low-cost first consultations, and legal aid organisations help people with low incomes.",
    links: [
      { label: 'Court hearing preparation', href: paths.courtPrep },
      { label: 'Understanding discovery', href: paths.discoveryGuide },
    ],
  },
  {
    id: 'mediation',
    match: /\b(mediat\w*|agreement|proposal|compare|documents?|terms|mediacion|mediador[a]?|acuerdos?|propuesta|documentos)\b/i,
    reply:
      'If you and the other parent each have a draft agreement, the AI Mediator compares the two on this device: it lists where you already agree, where you differ, and neutral compromises to discuss. Your documents are never uploaded.',
    links: [{ label: 'AI Mediator', href: paths.aiMediator }],
  },
  {
    id: 'children',
    match: /\b(kids?|child(ren)?|son|daughter|tell (the|my) (kids|children)|hij[oa]s?|nin[oa]s?|bebe|explicarle|le explico)\b/i,
    reply:
      'Children cope best when both parents tell them together, in simple words, that the divorce is not their fault and that both parents will keep loving and caring for them. Keep routines steady and never ask them to carry messages or take sides.',
    links: [{ label: 'Insights & guides', href: paths.insights }],
  },
  // Everyday co-parenting questions (holidays, hand-offs, school, travel, activities, the week's
  // schedule): calm topics, so a plain logistics question gets its answer without the safety
  // check (triage.ts still checks for unease and asks the statistical layer first). Each topic
  // lists its Spanish words too (written without accents: topicOf() drops them), and triage.ts
  // also asks on the message as normalise() rewrote it, so Spanish and Spanglish questions about
  // the schedule, pick-ups, school, holidays, support payments, court dates and routine care sit on
  // their topic the way English ones do (issue 31; docs/coach-crisis.md, "Spanish").
  {
    id: 'holidays',
    match:
      /\b(rosh hashanah|yom kippur|ramadan|lunar new year|kwanzaa|diwali|recitals?|photographer|bounce house|the card from|christmas|xmas|thanksgiving|easter|hanukkah|chanukah|passover|eid|diwali|halloween|new years?(?: eve| day)?|mlk|(?:mother|father)s? day|spring break|winter break|summer (?:break|vacation|camp|schedule)|vacation weeks?|birthdays?|(?:birthday |the )?part(?:y|ies)|invites?|invitations?|rsvps?|goodie bags?|cake|gifts?|presents?|first communion|communion|bar mitzvah|bat mitzvah|quinceanera|graduation|sleepover|navidad|vacaciones|cumpleanos|cumple|dia de (?:las madres|los padres|accion de gracias)|semana santa|ano nuevo|verano|4 de julio|dia de (?:reyes|muertos|san valentin)|nochebuena|noche buena|el (?:24|25|31) de diciembre|puente de \w+)\b/i,
    reply:
      "Holidays usually work best planned a year ahead: alternate the big days by odd and even years, or give each parent the holidays that matter most to them every year. Decide what happens when a holiday falls on the other parent's weekend, and remember a celebration can move a day or two; the children mostly remember that both of you were there for it.\n\nWrite the holiday rotation into your parenting plan so nobody has to negotiate it every December.",
    links: [
      { label: 'Parenting plan template', href: paths.parentingPlan },
      { label: 'Parenting time calculator', href: paths.parentingTime },
    ],
  },
  {
    id: 'exchanges',
    match:
      /\b(changeovers?|car ?park|on our way|\\d+ min(?:ute)?s? out|covering|bags?|backpacks?|jackets?|chargers?|packing lists?|spares?|the wrong house|split driving|driving|walk home from the bus|exchanges?|exchange day|hand ?offs?|hand-offs?|drop ?offs?|drop-offs?|pick ?ups?|pick-ups?|dropping (?:them|him|her|the kids) off|picking (?:them|him|her|the kids) up|meet halfway|transportation|who drives|grace period|running late|intercambios?|entregas?|recog\w*|los regreses?|te los (?:llevo|paso|regreso|traigo)|pasar por (?:ell[oa]s|los ninos)|llega(?:r)? tarde|dejarl[oa]s?)\b/i,
    reply:
      'A clear exchange plan removes most of the friction: a fixed time, a fixed place (school is the easiest on school days; otherwise a neutral public spot about halfway), who drives, how long a grace period is, and a backup spot for bad weather. Keep the hand-off short and warm for the children, and send logistics in writing rather than at the car door.',
    links: [
      { label: 'Parenting plan template', href: paths.parentingPlan },
      { label: 'Message coach', href: paths.messageCoach },
    ],
  },
  {
    id: 'school',
    match:
      /\b(picture day|parents evening|science project|emergency contact form|reading list|robotics|tutoring|childminder|scouts|school|teachers?|conferences?|report cards?|iep|homework|field trip|permission slip|curriculum|grades|class(?:room)?|tutor|daycare|preschool|kindergarten|escuela|colegio|maestr[oa]s?|tarea|guarderia|kinder|calificaciones|boletas?|junta de padres|excursion|mochila|inscripcion|utiles|cole|primaria|secundaria|prepa|salida del cole|uniforme escolar)\b/i,
    reply:
      "Both parents can usually stay involved at school unless a court order says otherwise. Make sure the school has both parents' contact details, ask for report cards and notices to go to both homes, and decide in writing who signs forms and who attends which events. Separate parent-teacher conferences are fine when meeting together is hard.",
    links: [
      { label: 'Parenting plan template', href: paths.parentingPlan },
      { label: 'Co-parenting communication guide', href: paths.coparentingGuide },
    ],
  },
  {
    id: 'travel',
    match:
      /\b(travel(?:l?ing)?|trips?|passports?|consent (?:letter|form)|notari[sz]ed?|abroad|fly(?:ing)?|flights?|itinerary|ds ?3053|ds ?11|road trip|out of state|disney|grandmas?|grandparents|viajes?|viajar|playa|paseo|pasaportes?|permiso (?:para viajar|notariado|del papa|de la mama)|abuel[oa]s?|vuelos?|aeropuerto|itinerario|boletos? de avion)\b/i,
    reply:
      'For trips, share the dates, where the children will stay and a way to reach them well ahead of time. Travel abroad usually needs a passport for each child (in the US both parents generally consent for a child under 16) and often a consent letter from the parent who stays home; your parenting plan can set how much notice each of you gives.',
    links: [{ label: 'Parenting plan template', href: paths.parentingPlan }],
  },
  {
    id: 'activities',
    match:
      /\b(cleats|gear|tournaments?|practices|bleachers|folding chairs|club volleyball|rugby|hockey|recital|lessons?|soccer|football|baseball|basketball|swim(?:ming)?|dance|piano|band|sports?|camp|tuition|orthodontist|braces|copays?|uniforms?|reimburse\w*|costs?|pay(?:s|ing)?|split (?:the )?(?:cost|bill)s?|chip in|extracurricular\w*|futbol|pagar|clases de \w+|natacion|baile|practicas?|uniformes?|pediatra|dentista|doctor|doctora|citas? (?:medica|con el|con la|del|de la)|vacunas?|seguro medico|lentes|campamento|fiesta)\b/i,
    reply:
      'Extra costs such as activities, camp, braces or school trips are often shared on top of child support, in proportion to income or half each. Agree before signing a child up, keep receipts, and settle up on a regular day. The expense tracker keeps the shared costs and who paid what in one place.',
    links: [
      { label: 'Shared expense tracker', href: paths.expenses },
      { label: 'Child support estimator', href: paths.childSupport },
    ],
  },
  {
    id: 'week',
    match:
      /\b(right of first refusal|rofr|last minute changes?|midweek|overnights?|the same week|more of the summer|(?:in|of) (?:june|july|august)|weekends?|alternating weeks?|alternate|swap|switch|make ?up time|2 ?2 ?3|2 ?2 ?5 ?5|routines?|bedtimes?|screen time|calendars?|apps?|plan|fin(?:es)? de semana|cambiar (?:el|los) dias?|calendario|rutinas?|hora de dormir|videollamadas?|por video|semanas? alternas|entre semana|cada tercer dia|(?:cambiar|cambiarme|mover|reponer)(?:nos|te|me)? (?:el|los|ese) dias?|(?:el|los|este|cada) (?:lunes|martes|miercoles|jueves|viernes|sabados?|domingos?))\b/i,
    reply:
      'Small schedule changes go best in writing, with a suggested make-up day in the same message ("Could we swap this weekend for the next one? I can take the 14th instead"). Keep the same basic routines in both homes where you can (bedtime, homework, screens), and put the agreed schedule on one shared calendar.',
    links: [
      { label: 'Parenting time calculator', href: paths.parentingTime },
      { label: 'Parenting plan template', href: paths.parentingPlan },
    ],
  },
  // Session 15: routine health care (appointments, medicines, allergies, glasses), everyday
  // questions the safety check had been asked before (sealed-7's everyday part).
  {
    id: 'health',
    match:
      /\b(pediatricians?|doctors?|dentists?|orthodontists?|ortho|allergists?|dermatologists?|optometrists?|eye (?:doctor|exam)|hearing test|check ?ups?|physicals?|appointments?|allerg(?:y|ies|ic)|meds|medicines?|medications?|prescriptions?|antibiotics|refills?|inhalers?|nebulizers?|epi ?pens?|glasses|contacts|flu shots?|vaccines?|vaccinations?|shots|strep|fever|cough(?:ing)?|ear infection|eob|insurance card|rubber bands|retainers?|fiebre|tos|gripa|gripe|resfriado|medicinas?|medicamentos?|pomada|jarabe|receta|ortodoncista|dentista|vacunas?|consulta con (?:el|la) (?:pediatra|doctor|doctora))\b/i,
    reply:
      'Routine health care goes most smoothly when both homes have the same information: share appointment dates and results in writing, keep a copy of the insurance card and any prescriptions in each home, and send medicines with the child along with the dose and times. Your parenting plan can say who books routine appointments, how the other parent is told, and how uncovered costs are shared.',
    links: [
      { label: 'Parenting plan template', href: paths.parentingPlan },
      { label: 'Shared expense tracker', href: paths.expenses },
    ],
  },
];

export const TOPIC_CHIPS = ['Parenting schedule', 'Talking to my ex', 'Child support', 'Court hearing', 'I feel overwhelmed'];

/** The first calm topic the message is about, or null. */
export function topicOf(message: string): Topic | null {
  // Accents dropped, so a Spanish word matches however it is typed ("mediación", "mediacion").
  const plain = message.normalize('NFD').replace(/\p{M}/gu, '');
  return TOPICS.find((t) => t.match.test(plain)) ?? null;
}
