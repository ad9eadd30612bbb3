import * as m from '../../content/messages/about/compiled/en.js';

/** The founders shown on /about-contact (three cards of the same shape); role and bio are message ids' texts (docs/i18n.md). */
export interface Founder {
  name: string;
  role: string;
  bio: string;
  imageUrl: string;
}

export const founders: Founder[] = [
  {
    name: 'Alex Morgan',
    role: m.role_ceo,
    bio: m.bio_alex,
    imageUrl: '/images/team/founder-1.svg',
  },
  {
    name: 'Jordan Ellis',
    role: m.role_content,
    bio: m.bio_jordan,
    imageUrl: '/images/team/founder-2.svg',
  },
  {
    name: 'Sam Patel',
    role: m.role_product,
    bio: m.bio_sam,
    imageUrl: '/images/team/founder-3.svg',
  },
];
