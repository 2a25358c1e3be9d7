/**
 * Error codes the identity service answers with. They travel in the error envelope; the gateway maps
 * each to an HTTP status and the console translates them (errors.<code>).
 */
export enum IdentityErrorCode {
  FirstNameRequired = 'firstNameRequired',
  InvalidEmail = 'invalidEmail',
  PasswordTooShort = 'passwordTooShort',
  PasswordsMustMatch = 'passwordsMustMatch',
  MaxLength = 'maxLength',
  UnsupportedLanguage = 'unsupportedLanguage',
  EmailTaken = 'emailTaken',
  InvalidCredentials = 'invalidCredentials',
  TooManyAttempts = 'tooManyAttempts',
  TokenUnknown = 'tokenUnknown',
  TokenExpired = 'tokenExpired',
  TokenUsed = 'tokenUsed',
  UserNotFound = 'userNotFound',
  UnknownTimezone = 'unknownTimezone',
  RefreshTokenInvalid = 'refreshTokenInvalid',
  RefreshTokenReused = 'refreshTokenReused',
  Required = 'required',
  InvalidChoice = 'invalidChoice',
  InvalidDate = 'invalidDate',
  TosNotAccepted = 'tosNotAccepted',
  CountryNotSupported = 'countryNotSupported',
  AccountTokenNotAllowed = 'accountTokenNotAllowed',
  IndividualMustBeAdult = 'individualMustBeAdult',
  MinorNeedsGuardian = 'minorNeedsGuardian',
  AccountNotFound = 'accountNotFound',
  NotAllowed = 'notAllowed',
  AlreadyMember = 'alreadyMember',
  InviteEmailMismatch = 'inviteEmailMismatch',
  EmailNotVerified = 'emailNotVerified',
  /** Changing the password: the current password given is not the member's. */
  CurrentPasswordIncorrect = 'currentPasswordIncorrect',
  /** The user named is not a member of the selected account (or not a user id). */
  MemberNotFound = 'memberNotFound',
  /** The account's last owner cannot be demoted or removed: an account always has an owner. */
  LastOwner = 'lastOwner',
  /** No pending invitation of the selected account has this id (accepted, revoked or another account's). */
  InviteNotFound = 'inviteNotFound',
  /** The invitation of this link was revoked by the account. */
  InviteRevoked = 'inviteRevoked',
  /**
   * The token names an account whose membership changed since it was issued (a new role, or removed):
   * refresh the session for a token with the role as it is now, or without the account.
   */
  MembershipChanged = 'membershipChanged',
  /** A change of email to the address the member already has. */
  EmailUnchanged = 'emailUnchanged',
  /** A value the field cannot hold (a display name with control characters); args[0] names the field. */
  InvalidValue = 'invalidValue',
}
