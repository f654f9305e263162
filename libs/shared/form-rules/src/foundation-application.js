// @ts-check
// The Vodacom Foundation partnership application (`foundation-applications`).
import {
  date,
  defineForm,
  email,
  list,
  longText,
  phone,
  required,
  shillings,
  text,
  webAddress,
  wholeNumber,
  choice,
} from './fields.js';
import { regions } from './regions.js';

export const organisationTypes = /** @type {const} */ ([
  'ngo',
  'cbo',
  'faith-based',
  'school',
  'social-enterprise',
  'cooperative',
  'other',
]);

/** A partnership application names at least 2 people (docs/content-model.md). */
export const minApplicants = 2;
export const maxApplicants = 10;
export const maxBudgetLines = 50;

export const foundationApplicationRules = defineForm({
  organisationName: text(120, required),
  registrationNumber: text(60),
  organisationType: choice(organisationTypes, required),
  yearFounded: wholeNumber(1900, 2100),
  website: webAddress(200),
  address: longText(500),
  teamSize: wholeNumber(0, 100_000),
  teamDescription: longText(2000),
  projectTitle: text(160, required),
  projectSummary: longText(2000, required),
  objectives: longText(2000, required),
  beneficiaries: longText(2000, required),
  startDate: date({ min: '1900-01-01', max: '2100-12-31' }),
  durationMonths: wholeNumber(1, 120),
  budgetLines: list(
    {
      item: text(120, required),
      quantity: wholeNumber(1, 1_000_000, required),
      // Whole shillings up to one trillion: a TSh 150,000,000 line fits with room to spare.
      unitCost: shillings(1_000_000_000_000, required),
    },
    { min: 1, max: maxBudgetLines, tooFew: 'required' },
  ),
  applicants: list(
    {
      fullName: text(120, required),
      role: text(120, required),
      email: email(required),
      phone: phone(required),
    },
    { min: minApplicants, max: maxApplicants, tooFew: 'min_applicants' },
  ),
  region: choice(regions, required),
  district: text(60, required),
  ward: text(60),
});

/**
 * The application's steps in order, each with the fields it asks; the last reviews them all. The
 * site shows one step at a time (Next checks only that step's fields), in the browser and, without
 * JavaScript, through the server (ADR 0031).
 */
export const foundationApplicationSteps = /** @type {const} */ ([
  {
    id: 'organisation',
    fields: [
      'organisationName',
      'registrationNumber',
      'organisationType',
      'yearFounded',
      'website',
      'address',
    ],
  },
  { id: 'team', fields: ['teamSize', 'teamDescription'] },
  {
    id: 'project',
    fields: ['projectTitle', 'projectSummary', 'objectives', 'beneficiaries', 'startDate', 'durationMonths'],
  },
  { id: 'budget', fields: ['budgetLines'] },
  { id: 'applicants', fields: ['applicants'] },
  { id: 'location', fields: ['region', 'district', 'ward'] },
  { id: 'review', fields: [] },
]);
