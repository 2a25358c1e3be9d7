/**
 * Error codes the productions service answers with. They travel in the error envelope; the gateway maps
 * each to an HTTP status and the console translates them (errors.<code>), filling "{0}" from args.
 */
export enum ProductionsErrorCode {
  /** A required field is missing; args[0] names it. */
  Required = 'required',
  /** "Max {0} characters": args[0] is the limit, args[1] the field (as identity and profiles have it). */
  MaxLength = 'maxLength',
  /** A value is not one of the catalogue's keys (or a subtype not of its type); args: [field, value]. */
  InvalidChoice = 'invalidChoice',
  /** A malformed or contradictory value (number, money, list, combination of flags); args[0] is the field. */
  InvalidValue = 'invalidValue',
  /** Not an https URL without credentials; args[0] is the field. */
  InvalidUrl = 'invalidUrl',
  /** A range whose lower bound is above its upper bound (dates, pay); args[0] names the range. */
  InvalidRange = 'invalidRange',
  /** A date that is not YYYY-MM-DD, does not exist, or is not after today where it must be; args[0] is the field. */
  InvalidDate = 'invalidDate',
  /** The wizard updates only records in DRAFT status (spec section 8); args[0] is the record's status. */
  NotValidUpdateStatus = 'notValidUpdateStatus',
  /** The status table does not allow the change; args: [current, next]. */
  InvalidStatusTransition = 'invalidStatusTransition',
  /** The phase table does not allow the change; args: [current, next]. */
  InvalidPhaseTransition = 'invalidPhaseTransition',
  /** Phases change only while the production is active; args[0] is the production's status. */
  PhaseNeedsActiveProduction = 'phaseNeedsActiveProduction',
  /** A production is completed only once one of its projects is ready (spec section 4). */
  ProductionNeedsReadyProject = 'productionNeedsReadyProject',
  /** A job under a pay-transparency law goes active only with its pay stated; args: [ruleId, field]. */
  PayTransparencyRequired = 'payTransparencyRequired',
  ProductionNotFound = 'productionNotFound',
  ProjectNotFound = 'projectNotFound',
  JobNotFound = 'jobNotFound',
}
