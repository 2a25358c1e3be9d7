import {
  PRODUCTION_CATEGORIES,
  PRODUCTION_SUBTYPES,
  PRODUCTION_TYPES,
  UNION_STATUSES,
  type ProductionCategory,
  type ProductionSubtype,
  type ProductionType,
  type UnionStatus,
} from '../../catalogue/production.catalogue.js';
import {
  boundedList,
  invalidChoice,
  isBlank,
  isBlankGroup,
  optionalChoice,
  optionalGroup,
  optionalHttpsUrl,
  optionalText,
  requiredChoice,
  requiredText,
} from '../../common/field-rules.js';

/*
 * The production steps of the wizard (1 Initialize production, 2 Production; spec sections 2 and 3),
 * checked in form order; the first broken rule is thrown. A draft needs its name, type and category
 * (what step 1 asks); everything else may come later. Limits the spec leaves open:
 *
 * | limit                          | value | fields                                  |
 * | ------------------------------ | ----- | --------------------------------------- |
 * | PRODUCTION_NAME_MAX_LENGTH     | 120   | name                                    |
 * | COMPANY_NAME_MAX_LENGTH        | 100   | company.name                            |
 * | PERSON_NAME_MAX_LENGTH         | 100   | personnel[].name                        |
 * | PERSONNEL_ROLE_MAX_LENGTH      | 60    | personnel[].role (Director, Producer)   |
 * | PERSONNEL_MAX_COUNT            | 50    | personnel                               |
 * | DESCRIPTION_MAX_LENGTH         | 5000  | description (also projects and jobs)    |
 * | (field-rules.ts)               |       | website 2048                            |
 */
export const PRODUCTION_NAME_MAX_LENGTH = 120;
export const COMPANY_NAME_MAX_LENGTH = 100;
export const PERSON_NAME_MAX_LENGTH = 100;
export const PERSONNEL_ROLE_MAX_LENGTH = 60;
export const PERSONNEL_MAX_COUNT = 50;
export const DESCRIPTION_MAX_LENGTH = 5000;

/** What the API receives: catalogue keys as plain strings, optional wherever a draft allows. */
export interface ProductionInput {
  name?: string;
  type?: string;
  subtype?: string;
  category?: string;
  company?: { name?: string };
  personnel?: { name?: string; role?: string }[];
  website?: string;
  unionStatus?: string;
  description?: string;
}

export interface Personnel {
  name: string;
  role: string;
}

export interface ProductionData {
  name: string;
  type: ProductionType;
  subtype?: ProductionSubtype;
  category: ProductionCategory;
  company?: { name: string };
  personnel: Personnel[];
  website?: string;
  unionStatus?: UnionStatus;
  description?: string;
}

/** Checks a production against the rules of spec sections 3 and 5, in form order, and normalizes it. */
export function validateProduction(input: ProductionInput): ProductionData {
  const name = requiredText('name', input.name, PRODUCTION_NAME_MAX_LENGTH);
  const type = requiredChoice('type', input.type, PRODUCTION_TYPES);
  const subtype = validSubtype(type, input.subtype);
  const category = requiredChoice('category', input.category, PRODUCTION_CATEGORIES);
  const company = validCompany(input.company);
  const personnel = validPersonnel(input.personnel);
  const website = optionalHttpsUrl('website', input.website);
  const unionStatus = optionalChoice('unionStatus', input.unionStatus, UNION_STATUSES);
  const description = optionalText('description', input.description, DESCRIPTION_MAX_LENGTH);
  return { name, type, subtype, category, company, personnel, website, unionStatus, description };
}

/** A subtype is optional but must be one listed under the production's type. */
function validSubtype(type: ProductionType, value: unknown): ProductionSubtype | undefined {
  if (isBlank(value)) {
    return undefined;
  }
  const subtypes: readonly ProductionSubtype[] = PRODUCTION_SUBTYPES[type];
  const subtype = subtypes.find((candidate) => candidate === value);
  if (subtype === undefined) {
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    throw invalidChoice('subtype', value, `"${shown}" is not a subtype of ${type}`);
  }
  return subtype;
}

function validCompany(value: unknown): { name: string } | undefined {
  const input = optionalGroup('company', value);
  if (input === undefined || isBlankGroup(input)) {
    return undefined;
  }
  return { name: requiredText('company.name', input.name, COMPANY_NAME_MAX_LENGTH) };
}

/** Blank rows are dropped; a started row needs both the person's name and role. */
function validPersonnel(value: unknown): Personnel[] {
  return boundedList('personnel', value, PERSONNEL_MAX_COUNT).flatMap((entry, index): Personnel[] => {
    const field = `personnel.${index}`;
    const input = optionalGroup(field, entry);
    if (input === undefined || isBlankGroup(input)) {
      return [];
    }
    return [
      {
        name: requiredText(`${field}.name`, input.name, PERSON_NAME_MAX_LENGTH),
        role: requiredText(`${field}.role`, input.role, PERSONNEL_ROLE_MAX_LENGTH),
      },
    ];
  });
}
