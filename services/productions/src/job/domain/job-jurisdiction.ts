import type { LocationKind } from '../../catalogue/job.catalogue.js';
import type { PlaceData } from '../../common/place.rules.js';

/** A country, or one state of it, where a law applies (`state` is its subdivision code: CA, NY, ON). */
export interface Jurisdiction {
  country: string;
  state?: string;
}

export interface JobPlacement {
  locationKind: LocationKind;
  workLocation?: PlaceData;
}

/*
 * Whether a job's posting falls under a jurisdiction's laws: whether the work may be done by someone
 * there. Laws on job postings reach remote work done from the state (Colorado, New York, Illinois
 * and Maryland say so), so only a local job is placed by its work location:
 * - local: the work location's state (or country, for a country-wide law);
 * - nationwide: anywhere in the work location's country;
 * - worldwide, virtual: everywhere, since anyone may fill it.
 */
export function jobFallsUnder(job: JobPlacement, jurisdiction: Jurisdiction): boolean {
  switch (job.locationKind) {
    case 'local':
      return (
        job.workLocation?.country === jurisdiction.country &&
        (jurisdiction.state === undefined || job.workLocation.state === jurisdiction.state)
      );
    case 'nationwide':
      return job.workLocation?.country === jurisdiction.country;
    case 'worldwide':
    case 'virtual':
      return true;
  }
}

/*
 * The US state where a job's work is done, for the laws that follow the work rather than the posting:
 * the minors' trust set-aside (payments' Coogan rules) applies where the minor works. A local or
 * nationwide job names its work location's state when it gives one in the US; a virtual job is done
 * from wherever the talent is, and a worldwide job's base says nothing of where the work happens, so
 * neither names a state (and no set-aside follows from it).
 */
export function workStateOf(job: JobPlacement): string | undefined {
  switch (job.locationKind) {
    case 'local':
    case 'nationwide':
      return job.workLocation?.country === 'US' ? job.workLocation.state : undefined;
    case 'worldwide':
    case 'virtual':
      return undefined;
  }
}
