import { jobFallsUnder, type JobPlacement } from './job-jurisdiction.js';

/*
 * Where a talent agency's casting ads must show its license number, as data with its source. A job
 * posted by a representative shows the representative's license number when the job falls under one
 * of these (job-jurisdiction.ts: the work is there, or the ad reaches talent there) or when the
 * license was issued there (the agency is licensed, and so advertises, under that law).
 */
export const CASTING_AD_LICENSE_RULES = [
  {
    id: 'US-CA',
    country: 'US',
    state: 'CA',
    source:
      'California Labor Code §1700.5 (Talent Agencies Act): "The license number shall be referred to in any advertisement for the purpose of the solicitation of talent for the talent agency."',
  },
] as const;

/** The representative's agency license as the profiles service holds it. */
export interface PosterLicense {
  number: string;
  country?: string;
  state?: string;
}

function licenseIssuedUnder(license: PosterLicense | undefined, rule: { country: string; state: string }): boolean {
  return license?.country?.toUpperCase() === rule.country && license.state?.toUpperCase() === rule.state;
}

/** Whether a casting ad for this job must carry the poster's license number. */
export function licenseNumberRequiredInAd(job: JobPlacement, license?: PosterLicense): boolean {
  return CASTING_AD_LICENSE_RULES.some((rule) => jobFallsUnder(job, rule) || licenseIssuedUnder(license, rule));
}

/**
 * The license number to print on the job's ad, or undefined when none is required or the poster has
 * none to show (a talent manager is not a licensed agency; profiles makes California agents give theirs).
 */
export function castingAdLicenseNumber(job: JobPlacement, license: PosterLicense | undefined): string | undefined {
  return license !== undefined && licenseNumberRequiredInAd(job, license) ? license.number : undefined;
}
