import { invalidRange, optionalDate, optionalText, requiredText } from '../../common/field-rules.js';
import { optionalPlace, type PlaceData, type PlaceInput } from '../../common/place.rules.js';
import { DESCRIPTION_MAX_LENGTH } from '../../production/domain/production.rules.js';

/*
 * The project step of the wizard (3 Project), checked in form order; the first broken rule is thrown.
 * A project groups jobs under a production. Limits the spec leaves open:
 *
 * | limit                   | value | fields                                          |
 * | ----------------------- | ----- | ----------------------------------------------- |
 * | PROJECT_NAME_MAX_LENGTH | 120   | name                                            |
 * | DESCRIPTION_MAX_LENGTH  | 5000  | description (production.rules.ts)               |
 * | (place.rules.ts)        |       | location: city 60, state 60 or a US/CA code     |
 *
 * Dates are calendar dates (YYYY-MM-DD), either may be left out; when both are given the start is not
 * after the end (a one-day project starts and ends the same day). Past dates are accepted: a project
 * may be recorded after it started.
 */
export const PROJECT_NAME_MAX_LENGTH = 120;

export interface ProjectInput {
  name?: string;
  description?: string;
  startDate?: string;
  endDate?: string;
  location?: PlaceInput;
}

export interface ProjectData {
  name: string;
  description?: string;
  startDate?: string;
  endDate?: string;
  location?: PlaceData;
}

export function validateProject(input: ProjectInput): ProjectData {
  const name = requiredText('name', input.name, PROJECT_NAME_MAX_LENGTH);
  const description = optionalText('description', input.description, DESCRIPTION_MAX_LENGTH);
  const startDate = optionalDate('startDate', input.startDate);
  const endDate = optionalDate('endDate', input.endDate);
  if (startDate !== undefined && endDate !== undefined && startDate > endDate) {
    throw invalidRange('dates', 'The start date must not be after the end date.');
  }
  const location = optionalPlace('location', input.location);
  return { name, description, startDate, endDate, location };
}
