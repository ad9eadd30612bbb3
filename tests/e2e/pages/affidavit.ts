import { expect, type Page } from '@playwright/test';
import { openSection } from '../helpers';
import { openAllSections, openToolFresh } from './tool';

/**
 * The financial affidavit (/resources/financial-affidavit): its fields, buttons and steps,
 * so a label that changes is changed here once.
 */
export const affidavit = {
  url: '/resources/financial-affidavit',
  fullName: (page: Page) => page.getByLabel('Full legal name'),
  occupation: (page: Page) => page.getByLabel('Occupation'),
  email: (page: Page) => page.getByLabel('Email', { exact: true }),
  ack: (page: Page) => page.getByLabel(/I understand that this template is for my own preparation/),
  ackError: (page: Page) => page.getByTestId('affidavit-ack-error'),
  saveProgress: (page: Page) => page.getByRole('button', { name: 'Save Progress' }),
  downloadDraft: (page: Page) => page.getByRole('button', { name: 'Download Draft' }),
  clearAll: (page: Page) => page.getByRole('button', { name: 'Clear All' }),
  printSavePdf: (page: Page) => page.getByRole('button', { name: 'Print/Save PDF' }),
  pdfStatus: (page: Page) => page.getByTestId('affidavit-pdf-status'),
  incomeTotalHint: (page: Page) => page.getByTestId('income_total-hint'),
  incomeTotal: (page: Page) => page.getByLabel('Total gross monthly income', { exact: true }),
  salary: (page: Page) => page.getByLabel('Salary and wages'),
  dateOfBirth: (page: Page) => page.getByLabel('Date of birth'),
  signature: (page: Page) => page.getByLabel('Signature (type your full name)'),
  phone: (page: Page) => page.getByLabel('Phone', { exact: true }),
  alternativeAddress: (page: Page) => page.getByLabel(/alternative address/),
  startOver: (page: Page) => page.getByTestId('affidavit-start-over'),
  buildingPdf: (page: Page) => page.getByRole('button', { name: 'Building PDF…' }),
  /** The hint's button that copies the computed total, e.g. 'Fill in the total: $4,550.25 (Total gross monthly income)'. */
  fillTotal: (page: Page, name: string) => page.getByRole('button', { name }),
  /** One row list (e.g. 'assetsVehicles') and its rows. */
  list: (page: Page, key: string) => page.getByTestId(`list-${key}`),
  rows: (page: Page, key: string) => page.getByTestId(`${key}-row`),
  /** A row list's field: `rowField(page, 'assetsVehicles', 2, 'ymm')` is vehicle 2's year, make and model. */
  rowField: (page: Page, key: string, row: number, field: string) => page.locator(`#${key}-${row}-${field}`),
  /** 'Add vehicle', 'Remove vehicle 1 from vehicles', … */
  rowButton: (page: Page, name: string) => page.getByRole('button', { name }),

  /** A fresh profile on this page, the vault created with `passphrase`, the form ready. */
  async openFresh(page: Page, passphrase: string): Promise<void> {
    await openToolFresh(page, this.url, 'Financial Affidavit Template', passphrase);
    await expect(this.saveProgress(page)).toBeVisible();
  },

  /** Opens every section of the form. */
  async openAllSections(page: Page): Promise<void> {
    await openAllSections(page, 'Financial affidavit');
  },

  /** The sample answers most tests check for: name, occupation, two income lines, one bank account, one debt. */
  async fillSample(page: Page): Promise<void> {
    await this.fullName(page).fill('Jordan Q. Lee');
    await this.occupation(page).fill('Pediatric nurse');
    await openSection(page, 'II. Monthly Income & Employment');
    await this.salary(page).fill('4200');
    await page.getByLabel('Rental income').fill('350.25');
    await openSection(page, 'IV. Assets');
    await this.rowField(page, 'assetsCash', 1, 'bankName').fill('Lakeside Credit Union');
    await this.rowField(page, 'assetsCash', 1, 'balance').fill('1500.50');
    await openSection(page, 'V. Debts & Liabilities');
    await this.rowField(page, 'debts', 1, 'creditorName').fill('Northwind Visa');
    await this.rowField(page, 'debts', 1, 'amountOwed').fill('2300');
  },
};
