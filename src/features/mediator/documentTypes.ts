import * as m from '../../content/messages/mediator/compiled/en.js';
import type { DocumentType } from './topics';

/** Each document type's name on screen, in the mediator's catalog (the value saved stays English). */
export const DOCUMENT_TYPE_NAMES: Readonly<Record<DocumentType, string>> = {
  'Parenting Agreement': m.doctype_parenting,
  'Custody Plan': m.doctype_custody,
  'Divorce Terms': m.doctype_divorce,
  'Financial Disclosures': m.doctype_financial,
};
