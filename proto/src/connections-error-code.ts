/**
 * Error codes the connections service answers with. They travel in the error envelope; the gateway maps
 * each to an HTTP status and the console translates them (errors.<code>), filling "{0}" from args. The
 * REST error body also carries them as one `key-argument` string (spec section 8).
 */
export enum ConnectionsErrorCode {
  /** A required field is missing; args[0] names it. */
  Required = 'required',
  /** "At least one {0} selected": args[0] names the list (connection type). */
  AtLeastOneSelected = 'atLeastOneSelected',
  /** "Max {0} characters": args[0] is the limit, args[1] the field. */
  MaxLength = 'maxLength',
  /** A value is not one of the allowed keys; args: [field, value]. */
  InvalidChoice = 'invalidChoice',
  /** A malformed value (number, money, id, link); args[0] is the field. */
  InvalidValue = 'invalidValue',

  /** The caller's account owns both profiles (spec section 5). */
  OwnProfile = 'ownProfile',
  /**
   * The caller sees the record but may not act with it this way: a public profile that is not its own in
   * a request or an application, or an owner-only action on an application it is a party to. A record the
   * caller may not see at all answers its not-found code instead.
   */
  NotOwner = 'notOwner',
  /** A pending request or an active connection already links the two profiles; args[0] is its status. */
  ConnectionExists = 'connectionExists',
  /** The connection's table does not allow the action for this caller; args: [status, action]. */
  InvalidConnectionTransition = 'invalidConnectionTransition',
  ConnectionNotFound = 'connectionNotFound',
  /** A talent or representative profile the service does not know (or no longer). args[0] is the id. */
  ProfileNotFound = 'profileNotFound',

  /** "This talent already applied to this job"; args[0] is the talent's name. */
  AlreadyApplied = 'alreadyApplied',
  /** The job takes no applications (not active, or expired); args[0] is its status or 'expired'. */
  JobNotOpen = 'jobNotOpen',
  JobNotFound = 'jobNotFound',
  /** An account cannot apply to its own job. */
  OwnJob = 'ownJob',
  /** A representative applies only for its own talent or a connected talent (spec section 6). */
  NotConnected = 'notConnected',
  /** The job's pre-screen asks for a medium the application lacks; args[0]: headshot, videoReel, audioReel, coverLetter, nudityAcknowledged. */
  PreScreenRequired = 'preScreenRequired',
  /** A minor cannot apply to a role flagged for nudity. */
  MinorNudityRole = 'minorNudityRole',
  /** The application's table does not allow the action for this caller; args: [status, action]. */
  InvalidApplicationTransition = 'invalidApplicationTransition',
  ApplicationNotFound = 'applicationNotFound',
  /** A deal memo's split does not add up to 100 %; args[0] is the sum in basis points. */
  SplitNotWhole = 'splitNotWhole',
  /** A memo splits pay with a representative not actively connected to the talent; args[0] is its id. */
  SplitRecipientNotConnected = 'splitRecipientNotConnected',
  /** Deal memos are set only on pending or accepted applications; args[0] is the status. */
  DealMemoNotAllowed = 'dealMemoNotAllowed',
}
