/** The founders shown on /about-contact (three cards of the same shape). */
export interface Founder {
  name: string;
  role: string;
  bio: string;
  imageUrl: string;
  imageAlt: string;
}

export const founders: Founder[] = [
  {
    name: 'Alex Morgan',
    role: 'Co-Founder & Chief Executive',
    bio: 'Went through a high-conflict custody case as a parent of two and built EvenGround to give other parents the clear, organised start they wished they had.',
    imageUrl: '/images/team/founder-1.svg',
    imageAlt: 'Illustrated portrait of Alex Morgan',
  },
  {
    name: 'Jordan Ellis',
    role: 'Co-Founder & Head of Content',
    bio: 'A former family-court paralegal who turns legal procedure into plain language, so parents know what to expect before every step.',
    imageUrl: '/images/team/founder-2.svg',
    imageAlt: 'Illustrated portrait of Jordan Ellis',
  },
  {
    name: 'Sam Patel',
    role: 'Co-Founder & Head of Product',
    bio: 'A software designer and co-parent who makes sure every EvenGround tool is calm to use, works offline and keeps your information on your own device.',
    imageUrl: '/images/team/founder-3.svg',
    imageAlt: 'Illustrated portrait of Sam Patel',
  },
];
