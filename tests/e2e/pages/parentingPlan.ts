import { expect, type Page } from '@playwright/test';
import { openSection } from '../helpers';
import { openAllSections, openToolFresh } from './tool';

/**
 * The parenting plan template (/resources/parenting-plan-template): its fields, buttons and
 * steps, so a label that changes is changed here once.
 */
export const parentingPlan = {
  url: '/resources/parenting-plan-template',
  parent1Name: (page: Page) => page.getByLabel('Parent 1: full name'),
  parent2Name: (page: Page) => page.getByLabel('Parent 2: full name'),
  parent2Email: (page: Page) => page.getByLabel('Parent 2: email'),
  child1Name: (page: Page) => page.getByLabel('Child 1: name'),
  child2Name: (page: Page) => page.getByLabel('Child 2: name'),
  purpose: (page: Page) => page.getByLabel('Purpose of this plan'),
  legalCustody: (page: Page) => page.getByLabel('Legal custody'),
  thanksgiving: (page: Page) => page.getByLabel('Thanksgiving'),
  halloween: (page: Page) => page.getByLabel('Halloween'),
  childrensBirthdays: (page: Page) => page.getByLabel('Children’s Birthdays'),
  rightOfFirstRefusal: (page: Page) => page.getByLabel('Right of first refusal'),
  hagueAck: (page: Page) => page.getByLabel('Hague Convention acknowledgement'),
  ack: (page: Page) => page.getByLabel(/I understand that this template is for my own preparation/),
  saveProgress: (page: Page) => page.getByRole('button', { name: 'Save Progress' }),
  addChild: (page: Page) => page.getByRole('button', { name: 'Add Child' }),
  downloadDraft: (page: Page) => page.getByRole('button', { name: 'Download Draft' }),
  printSavePdf: (page: Page) => page.getByRole('button', { name: 'Print/Save PDF' }),
  clearAll: (page: Page) => page.getByRole('button', { name: 'Clear All' }),
  presetStatus: (page: Page) => page.getByTestId('plan-preset-status'),
  children: (page: Page) => page.getByTestId('plan-child'),
  schoolYear: (page: Page) => page.getByLabel('School year'),
  /** Any of the plan's text boxes by its exact label (a holiday, 'Non-disparagement', 'Child 3: name', …). */
  box: (page: Page, label: string) => page.getByLabel(label, { exact: true }),
  presets: (page: Page) => page.getByTestId('plan-presets'),
  removeChild: (page: Page, name: string) => page.getByRole('button', { name: `Remove ${name}` }),
  removeChildDialog: (page: Page) => page.getByRole('dialog', { name: 'Remove this child?' }),
  replaceWordingDialog: (page: Page) => page.getByRole('dialog', { name: 'Replace your own wording?' }),
  /** The form's summary of problems (role alert). */
  alert: (page: Page) => page.locator('form[aria-label="Parenting plan"]').getByRole('alert'),
  useSchedule: (page: Page) => page.getByRole('button', { name: 'Use my parenting-time schedule' }),
  /** A section's summary line (clicking it opens or closes the section). */
  summary: (page: Page, title: string) => page.locator('summary', { hasText: title }),

  /** A fresh profile on this page, the vault created with `passphrase`, the form ready. */
  async openFresh(page: Page, passphrase: string): Promise<void> {
    await openToolFresh(page, this.url, 'Parenting Plan Template', passphrase);
    await expect(this.saveProgress(page)).toBeVisible();
  },

  /** Opens every section of the form. */
  async openAllSections(page: Page): Promise<void> {
    await openAllSections(page, 'Parenting plan');
  },

  /** The sample plan most tests check for: both parents, one child, purpose, custody, two holidays, first refusal. */
  async fillSample(page: Page): Promise<void> {
    await this.parent1Name(page).fill('Alex Rivera');
    await this.parent2Name(page).fill('Sam Rivera');
    await this.parent2Email(page).fill('sam@example.com');
    await this.child1Name(page).fill('Mia Rivera');
    await this.purpose(page).fill('Two homes, one family.');
    await openSection(page, '2. Custody & Decision-Making');
    await this.legalCustody(page).fill('Joint legal custody');
    await openSection(page, '3. Parenting Time Schedule');
    await this.thanksgiving(page).fill('Parent 1 in even years');
    await this.childrensBirthdays(page).fill('Shared dinner');
    await openSection(page, '7. General Provisions & Conflict Resolution');
    await this.rightOfFirstRefusal(page).fill('Offer first after 4 hours');
  },
};
