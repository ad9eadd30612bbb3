import * as m from '../../content/messages/home/compiled/en.js';
import * as chat from '../../content/messages/chat/compiled/en.js';

/** Static content of the home page (docs/product-rules.md, "Home"): emotion options, Top Contributors. */

export interface EmotionOption {
  label: string;
  /** The first-person opening message sent to the EvenGround Coach. */
  prompt: string;
  /** Name of an SVG under public/images/home/icons/. */
  icon: string;
}

export const EMOTION_OPTIONS: EmotionOption[] = [
  {
    label: chat.anxious,
    icon: 'anxious',
    prompt:
      "I'm feeling anxious about my high-conflict divorce. Can you help me calm down and figure out what I should focus on first?",
  },
  {
    label: chat.confused,
    icon: 'confused',
    prompt:
      "I'm confused about what happens next in my high-conflict divorce. Can you help me understand the process and my options?",
  },
  {
    label: chat.overwhelmed,
    icon: 'overwhelmed',
    prompt:
      "I'm feeling overwhelmed by everything going on in my high-conflict divorce. Can you help me break it down into manageable steps?",
  },
  {
    label: chat.hopeful,
    icon: 'hopeful',
    prompt:
      "I'm feeling hopeful and want to keep moving forward in my high-conflict divorce. Can you help me plan my next steps toward equal co-parenting?",
  },
  {
    label: chat.browsing,
    icon: 'browsing',
    prompt: "I'm just browsing for now. Can you tell me how you can help me with a high-conflict divorce?",
  },
];

export const CHAT_GREETING = 'Hi! I would like to talk to the EvenGround Coach.';

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

export const TESTIMONIALS: Testimonial[] = [
  { quote: m.story_1_quote, author: 'Marcus T.', role: m.story_1_role },
  { quote: m.story_2_quote, author: 'Jenna R.', role: m.story_2_role },
  { quote: m.story_3_quote, author: 'Priya S.', role: m.story_3_role },
];
